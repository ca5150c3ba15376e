import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closePremiumModal, isPremiumModalOpen, usePremiumModal } from './premium-modal';

afterEach(() => closePremiumModal());

describe('premium modal store', () => {
  it('opens, toggles and closes the one flag every subscriber sees', () => {
    const first = renderHook(() => usePremiumModal());
    const second = renderHook(() => usePremiumModal());
    expect(first.result.current.isOpen).toBe(false);
    act(() => first.result.current.open());
    expect(second.result.current.isOpen).toBe(true);
    act(() => second.result.current.toggle());
    expect(first.result.current.isOpen).toBe(false);
    act(() => first.result.current.toggle());
    expect(isPremiumModalOpen()).toBe(true);
    act(() => second.result.current.close());
    expect(first.result.current.isOpen).toBe(false);
  });
});
