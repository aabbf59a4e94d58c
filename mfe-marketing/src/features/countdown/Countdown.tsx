// Sale countdown (spec 2 §4 'Countdown'): from the current sale, when its layout settings show the timer. It ticks
// every second towards countdownTarget (end of the New York day; BF/CM sales to their expiry), turns red in the danger
// window (isCountdownDanger) and disappears with the sale. Both variants are rendered and CSS media queries pick one,
// so nothing shifts on first paint; the shell's page switches can turn either off.
import { useTheme } from '@emotion/react';
import {
  countdownParts,
  countdownTarget,
  isCountdownDanger,
  padCountdown,
  useNow,
  type CountdownParts,
} from '@storefront/shared-domain';
import { useCurrentSale } from '../../hooks/useCurrentSale';

/** The countdown shows seconds. */
const TICK_MS = 1000;

export const COUNTDOWN_TEXTS = {
  label: 'Sale ends in',
  units: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
} as const;

export interface CountdownProps {
  /** The desktop variant (boxes), 768 px and wider. */
  desktop?: boolean;
  /** The compact one-line variant, under 768 px. */
  mobile?: boolean;
}

/** '2d 05:04:03' (days only when there are any). */
export function compactCountdownText(parts: CountdownParts): string {
  const clock = [parts.hours, parts.minutes, parts.seconds].map(padCountdown).join(':');
  return parts.days > 0 ? `${parts.days}d ${clock}` : clock;
}

/** What a screen reader hears: '2 days 5 hours 4 minutes 3 seconds'. */
function spokenCountdown(parts: CountdownParts): string {
  const { units } = COUNTDOWN_TEXTS;
  return `${COUNTDOWN_TEXTS.label} ${parts.days} ${units.days.toLowerCase()} ${parts.hours} ${units.hours.toLowerCase()} ${parts.minutes} ${units.minutes.toLowerCase()} ${parts.seconds} ${units.seconds.toLowerCase()}`;
}

export function Countdown({ desktop = true, mobile = true }: CountdownProps) {
  const theme = useTheme();
  const { sale } = useCurrentSale();
  const visible = Boolean(sale) && sale?.layoutSettings?.showCountdownTimer !== false && (desktop || mobile);
  const now = useNow(TICK_MS, visible);
  if (!sale || !visible) return null;

  const parts = countdownParts(countdownTarget(sale, new Date(now)), new Date(now));
  const danger = isCountdownDanger(parts);
  const accent = danger ? theme.colors.danger : theme.colors.text;
  const boxes: Array<[keyof typeof COUNTDOWN_TEXTS.units, number]> = [
    ['days', parts.days],
    ['hours', parts.hours],
    ['minutes', parts.minutes],
    ['seconds', parts.seconds],
  ];

  return (
    <div
      role="timer"
      aria-label={spokenCountdown(parts)}
      data-boundary="marketing"
      data-testid="marketing-countdown"
      data-danger={danger ? 'true' : 'false'}
      css={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        gap: theme.spacing.md,
        padding: `${theme.spacing.xs} ${theme.spacing.md}`,
        background: theme.colors.surface,
        color: accent,
      }}
    >
      {desktop ? (
        <div
          data-testid="marketing-countdown-desktop"
          aria-hidden="true"
          css={{ display: 'flex', alignItems: 'center', gap: theme.spacing.sm, [theme.mq.mobile]: { display: 'none' } }}
        >
          <span css={{ fontWeight: theme.typography.weights.bold }}>{COUNTDOWN_TEXTS.label}</span>
          {boxes.map(([unit, value]) => (
            <span
              key={unit}
              data-testid={`marketing-countdown-${unit}`}
              css={{
                display: 'inline-flex',
                flexDirection: 'column',
                alignItems: 'center',
                minWidth: 56,
                padding: theme.spacing.xs,
                border: `1px solid ${danger ? theme.colors.danger : theme.colors.border}`,
                borderRadius: theme.radii.md,
                background: theme.colors.background,
              }}
            >
              <strong css={{ fontSize: theme.typography.sizes.xl, fontVariantNumeric: 'tabular-nums' }}>
                {padCountdown(value)}
              </strong>
              <span css={{ fontSize: theme.typography.sizes.xs, textTransform: 'uppercase' }}>
                {COUNTDOWN_TEXTS.units[unit]}
              </span>
            </span>
          ))}
        </div>
      ) : null}
      {mobile ? (
        <p
          data-testid="marketing-countdown-mobile"
          aria-hidden="true"
          css={{
            margin: 0,
            fontSize: theme.typography.sizes.sm,
            fontWeight: theme.typography.weights.bold,
            fontVariantNumeric: 'tabular-nums',
            [theme.mq.tabletUp]: { display: 'none' },
          }}
        >
          {COUNTDOWN_TEXTS.label} {compactCountdownText(parts)}
        </p>
      ) : null}
    </div>
  );
}
