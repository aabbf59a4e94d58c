// The planner's two tabs, subwoofer wiring and power, the chosen one kept in the address ('tab=power') so a link (the
// cart's, a bookmark) opens the power tab. Arrow keys move between them, as the ARIA tabs pattern asks. The power tab
// starts with the wiring's amplifier when it has none of its own.
import { css } from '@emotion/react';
import { colors, radii, spacing, typography } from '@storefront/shared-domain';
import type { KeyboardEvent, ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { POWER_ADDRESS, POWER_TEXTS } from './powerForm';
import { WIRING_ADDRESS } from './wiringAddress';

export type PlannerTab = 'wiring' | 'power';
const TABS: readonly PlannerTab[] = ['wiring', 'power'];
export const TAB_PARAM = 'tab';

const tabsCss = css`
  label: catalogPlannerTabs;
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing.sm};
  margin-bottom: ${spacing.lg};
  > button {
    padding: ${spacing.sm} ${spacing.md};
    border: 1px solid ${colors.border};
    border-radius: ${radii.lg};
    background: ${colors.surface};
    font-size: ${typography.sizes.md};
    cursor: pointer;
  }
  > [aria-selected='true'] {
    border-color: ${colors.brand};
    font-weight: ${typography.weights.bold};
  }
`;

/**
 * The power tab's address from the wiring's: the wiring's amplifier becomes the power plan's when the plan has no
 * amplifier or typed power of its own, or always when `replace` (the wiring tab's "Plan power for this amplifier").
 */
export function powerTabAddress(params: URLSearchParams, replace = false): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(TAB_PARAM, 'power');
  const amplifier = params.get(WIRING_ADDRESS.amplifierSku.param);
  const [source, rms] = [POWER_ADDRESS.source.param, POWER_ADDRESS.rms.param];
  if (!amplifier || (!replace && (params.get(source) || params.get(rms)))) return next;
  next.set(source, amplifier);
  next.delete(rms);
  return next;
}

/** The open tab, and its tab list. */
export function usePlannerTabs(): [PlannerTab, ReactNode] {
  const [params, setParams] = useSearchParams();
  const tab: PlannerTab = params.get(TAB_PARAM) === 'power' ? 'power' : 'wiring';
  const open = (next: PlannerTab) => {
    const changed = next === 'power' ? powerTabAddress(params) : new URLSearchParams(params);
    if (next === 'wiring') changed.delete(TAB_PARAM);
    setParams(changed);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length];
    open(next);
    document.getElementById(`catalog-planner-tab-${next}`)?.focus();
  };
  const list = (
    <div role="tablist" aria-label="Planner" css={tabsCss} onKeyDown={onKeyDown}>
      {TABS.map((t) => (
        <button
          key={t}
          type="button"
          role="tab"
          id={`catalog-planner-tab-${t}`}
          data-testid={`catalog-planner-tab-${t}`}
          aria-selected={t === tab}
          aria-controls={`catalog-planner-panel-${t}`}
          tabIndex={t === tab ? 0 : -1}
          onClick={() => open(t)}
        >
          {POWER_TEXTS.tabs[t]}
        </button>
      ))}
    </div>
  );
  return [tab, list];
}
