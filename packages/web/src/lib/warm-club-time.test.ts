import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSettings } from '../test/fixtures';
import { mainSettingsQuery } from './settings/get-main-settings';
import { warmClubTime } from './warm-club-time';

const RealDateTimeFormat = Intl.DateTimeFormat;
/** Records the formatters made, still making real ones. */
const spyFormatters = () =>
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
    return new RealDateTimeFormat(...args);
  } as unknown as typeof Intl.DateTimeFormat);

describe('warmClubTime', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("formats once in the club's time zone, so Intl loads its tables before the page hydrates", () => {
    const formatter = spyFormatters();
    const queryClient = new QueryClient();
    queryClient.setQueryData(mainSettingsQuery.queryKey, { ...demoSettings, timeZone: 'America/Santiago' });
    warmClubTime(queryClient);
    expect(formatter).toHaveBeenCalledTimes(1);
    expect(formatter.mock.calls[0]?.[1]).toMatchObject({ timeZone: 'America/Santiago' });
  });

  it('does nothing before the settings are known', () => {
    const formatter = spyFormatters();
    warmClubTime(new QueryClient());
    expect(formatter).not.toHaveBeenCalled();
  });
});
