import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.js';

const DEVICE = '200.147.35.10';
const EDGE = '151.101.1.195';

describe('clientAddress', () => {
  it('through Hosting: the address Hosting appended before its own edge, whatever the device wrote further left', () => {
    expect(clientAddress(`${DEVICE}, ${EDGE}`, '169.254.1.1')).toBe(DEVICE);
    expect(clientAddress(`1.2.3.4, 5.6.7.8, ${DEVICE}, ${EDGE}`, '169.254.1.1')).toBe(DEVICE);
  });

  it('calling the function directly: the address Google appended, never one the caller wrote', () => {
    expect(clientAddress('198.51.100.7', '169.254.1.1')).toBe('198.51.100.7');
    expect(clientAddress(`${DEVICE}, 198.51.100.7`, '169.254.1.1')).toBe('198.51.100.7');
  });

  it('a caller cannot pose as Hosting by writing a Fastly address: only the entry Google appended counts', () => {
    expect(clientAddress(`${DEVICE}, ${EDGE}, 198.51.100.7`, undefined)).toBe('198.51.100.7');
  });

  it('a new forged value each time changes nothing: the real address stays the key', () => {
    const seen = new Set(Array.from({ length: 200 }, (_, n) => clientAddress(`10.0.${n >> 8}.${n & 255}, 198.51.100.7`, undefined)));
    expect([...seen]).toEqual(['198.51.100.7']);
  });

  it('reads IPv6 edges and falls back to the connection without the header', () => {
    expect(clientAddress(`2804:14c::1, 2a04:4e42:400::323`, undefined)).toBe('2804:14c::1');
    expect(clientAddress(undefined, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress('', undefined)).toBe('127.0.0.1');
  });
});
