// The planner's two tabs, subwoofer wiring and power, the chosen one kept in the address ('tab=power') so a link (the
// cart's, a bookmark) opens the power tab. Arrow keys move between them, as the ARIA tabs pattern asks.
import { css } from '@emotion/react';
import { colors, radii, spacing, typography } from '@storefront/shared-domain';
import type { KeyboardEvent, ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { POWER_TEXTS } from './powerForm';

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

/** The open tab, and its tab list. */
export function usePlannerTabs(): [PlannerTab, ReactNode] {
  const [params, setParams] = useSearchParams();
  const tab: PlannerTab = params.get(TAB_PARAM) === 'power' ? 'power' : 'wiring';
  const open = (next: PlannerTab) => {
    const changed = new URLSearchParams(params);
    if (next === 'power') changed.set(TAB_PARAM, next);
    else changed.delete(TAB_PARAM);
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
