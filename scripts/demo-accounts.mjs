// The demo accounts of emulator-data/ (also in README.md), printed by `npm start`.
export const DEMO_ACCOUNTS = [
  { Role: 'admin', CPF: '529.982.247-25', 'E-mail': 'admin@nutrindex.demo', Password: 'admin123' },
  { Role: 'user', CPF: '111.444.777-35', 'E-mail': 'usuario@nutrindex.demo', Password: 'usuario123' },
  { Role: 'premium', CPF: '390.533.447-05', 'E-mail': 'premium@nutrindex.demo', Password: 'premium123' },
];
