/** What the identity module offers the other modules: the key of a CPF's sign-in attempts (erased with the account). */
export { cpfAttemptsKey } from './login-limits.js';
