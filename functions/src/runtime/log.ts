/** Structured logs: one JSON object a line (Cloud Logging parses them). Never log tokens, passwords, cards or full CPFs. */
type Fields = Record<string, unknown>;

/** A CPF, bare (11 digits) or formatted (000.000.000-00), anywhere in a log line. */
const CPF_PATTERN = /(?<![\d.])\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?![\d-])/g;

/** Masks every CPF of a log line (an error message may quote a document id such as unique_cpf/12345678909). */
export function redactCpfs(line: string): string {
  return line.replace(CPF_PATTERN, '***.***.***-**');
}

function write(severity: 'INFO' | 'WARNING' | 'ERROR', event: string, fields: Fields): void {
  if (process.env.LOG_SILENT === '1') return;
  const line = redactCpfs(JSON.stringify({ severity, event, ...fields, time: new Date().toISOString() }));
  if (severity === 'ERROR') console.error(line);
  else console.log(line);
}

export const logInfo = (event: string, fields: Fields = {}) => write('INFO', event, fields);
export const logWarning = (event: string, fields: Fields = {}) => write('WARNING', event, fields);
export function logError(event: string, error: unknown, fields: Fields = {}): void {
  const detail = error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
  write('ERROR', event, { ...fields, ...detail });
}
