import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadWithNotice, showNoticeAfterReload } from './notice-after-reload';
import { notifySuccess } from './toaster';

vi.mock('./toaster', () => ({ notifySuccess: vi.fn() }));

const NOTICE = { title: 'Assinatura realizada!', description: 'Sua assinatura foi realizada com sucesso!' };

beforeEach(() => vi.mocked(notifySuccess).mockClear());
afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('notice after reload', () => {
  it('reloads, then shows the notice once', () => {
    const reload = vi.fn();
    reloadWithNotice(NOTICE, reload);
    expect(reload).toHaveBeenCalledOnce();
    expect(notifySuccess).not.toHaveBeenCalled();

    showNoticeAfterReload();
    showNoticeAfterReload();
    expect(vi.mocked(notifySuccess).mock.calls).toEqual([[NOTICE.title, NOTICE.description]]);
  });

  it('shows nothing when no notice was kept', () => {
    showNoticeAfterReload();
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('reads the kept notice only on a load that is a reload', () => {
    reloadWithNotice(NOTICE, () => undefined);
    const navigationOf = (type: NavigationTimingType) => [{ type } as PerformanceNavigationTiming];
    const entries = vi.spyOn(performance, 'getEntriesByType').mockReturnValue(navigationOf('navigate'));
    showNoticeAfterReload();
    expect(notifySuccess).not.toHaveBeenCalled();

    entries.mockReturnValue(navigationOf('reload'));
    showNoticeAfterReload();
    expect(vi.mocked(notifySuccess).mock.calls).toEqual([[NOTICE.title, NOTICE.description]]);
  });

  it('drops a notice left behind long ago', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    reloadWithNotice(NOTICE, () => undefined);
    vi.setSystemTime(Date.now() + 5 * 60_000);
    showNoticeAfterReload();
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});
