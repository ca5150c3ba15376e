import { afterEach, describe, expect, it, vi } from 'vitest';
import { logError, logInfo, redactCpfs } from './log.js';

describe('logs never carry a CPF', () => {
  afterEach(() => vi.restoreAllMocks());

  it('masks bare and formatted CPFs, and leaves other numbers', () => {
    expect(redactCpfs('Document unique_cpf/52998224725 already exists')).toBe('Document unique_cpf/***.***.***-** already exists');
    expect(redactCpfs('cpf 529.982.247-25.')).toBe('cpf ***.***.***-**.');
    expect(redactCpfs('id 1732459200123, phone (11) 98765-4321, 2026-11-24T21:00:00.000Z, 10 items')).toBe(
      'id 1732459200123, phone (11) 98765-4321, 2026-11-24T21:00:00.000Z, 10 items',
    );
  });

  it('applies to every line written, messages and fields alike', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    vi.stubEnv('LOG_SILENT', '0');
    logError('unhandled_request_error', new Error('Document unique_cpf/52998224725 already exists'), { body: '390.533.447-05' });
    logInfo('login', { document: '11144477735' });
    vi.unstubAllEnvs();
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).not.toMatch(/52998224725|390\.533\.447-05|11144477735/);
  });
});
