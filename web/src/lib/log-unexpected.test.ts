import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { logUnexpected } from './log-unexpected';

describe('logUnexpected', () => {
  it('keeps handled 4xx answers out of the console', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const status of [401, 403, 404, 409, 422]) logUnexpected('x', 'failed', new ApiError(status, 'Refused'));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('logs server faults, network failures and code errors with their scope', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failures = [new ApiError(500, ''), new ApiError(0, ''), new TypeError('x is undefined')];
    for (const failure of failures) logUnexpected('favourites', 'toggle failed', failure);
    expect(consoleError.mock.calls).toEqual(failures.map((failure) => ['[favourites] toggle failed', failure]));
  });
});
