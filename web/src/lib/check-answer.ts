/**
 * Development and tests only: the API client loads this module behind `import.meta.env.DEV`, so
 * neither it nor the answer schemas reach a production build. It checks an answer against the
 * contract's schema of its operation (`@contract/answers`), so an answer that drifts from the
 * contract, or a test that mocks one the API would never send, fails loudly instead of reaching a
 * user as a half-drawn screen.
 */
import { ANSWERS, type AnswerKey } from '@contract/answers';

interface Operation {
  key: AnswerKey;
  method: string;
  segments: string[];
}

const OPERATIONS: Operation[] = Object.keys(ANSWERS).map((key) => {
  const [method = '', path = ''] = key.split(' ');
  return { key: key as AnswerKey, method, segments: path.split('/').filter(Boolean) };
});

const literalCount = (operation: Operation) => operation.segments.filter((segment) => !segment.startsWith(':')).length;

/**
 * The operation a request calls: same method, same number of segments, every literal segment equal.
 * Where two match (`supplement-topics/slug/:slug` and `supplement-topics/:id/english`), the one with
 * more literal segments wins, as the API's route order decides.
 */
export function operationOf(method: string, path: string): AnswerKey | undefined {
  const segments = path.split('?')[0]!.split('/').filter(Boolean);
  const matching = OPERATIONS.filter(
    (operation) =>
      operation.method === method &&
      operation.segments.length === segments.length &&
      operation.segments.every((segment, index) => segment.startsWith(':') || segment === segments[index]),
  );
  return matching.sort((a, b) => literalCount(b) - literalCount(a))[0]?.key;
}

export class AnswerShapeError extends Error {
  constructor(request: string, problems: string[]) {
    super(`${request} answered a shape its contract refuses:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'AnswerShapeError';
  }
}

/** Throws AnswerShapeError when `data` is not what the contract says `METHOD path` answers. */
export function checkAnswer(method: string, path: string, data: unknown): void {
  const key = operationOf(method, path);
  if (!key) throw new AnswerShapeError(`${method} ${path}`, ['no operation of the API has this path (functions/src/contract/answers.ts)']);
  const result = ANSWERS[key].safeParse(data);
  if (result.success) return;
  const problems = result.error.issues.slice(0, 10).map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`);
  throw new AnswerShapeError(`${method} ${path} (${key})`, problems);
}
