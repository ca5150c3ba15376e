/** Structured logs: one JSON object a line (Cloud Logging parses them). Never log tokens, passwords, cards or full CPFs. */
type Fields = Record<string, unknown>;

function write(severity: 'INFO' | 'WARNING' | 'ERROR', event: string, fields: Fields): void {
  if (process.env.LOG_SILENT === '1') return;
  const line = JSON.stringify({ severity, event, ...fields, time: new Date().toISOString() });
  if (severity === 'ERROR') console.error(line);
  else console.log(line);
}

export const logInfo = (event: string, fields: Fields = {}) => write('INFO', event, fields);
export const logWarning = (event: string, fields: Fields = {}) => write('WARNING', event, fields);
export function logError(event: string, error: unknown, fields: Fields = {}): void {
  const detail = error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
  write('ERROR', event, { ...fields, ...detail });
}
