// Light / dark / system choice (spec 2 §3, §4 'Theme'): a radio group, in the footer of every page.
import { useId } from 'react';
import { useTheme } from '@emotion/react';
import { THEME_CHOICES, type ThemeChoice } from '@storefront/shared-domain';
import { setThemeChoice, useThemeChoice } from './themeChoiceStore';

const LABELS: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };

export function ThemeSwitch() {
  const theme = useTheme();
  const choice = useThemeChoice();
  const name = useId();
  return (
    <fieldset
      data-testid="shell-theme-switch"
      css={{ border: 0, margin: 0, padding: 0, display: 'flex', alignItems: 'center', gap: theme.spacing.sm }}
    >
      <legend css={{ float: 'left', marginRight: theme.spacing.sm, padding: 0 }}>Theme</legend>
      {THEME_CHOICES.map((value) => (
        <label
          key={value}
          css={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: theme.spacing.xs,
            cursor: 'pointer',
            padding: `${theme.spacing.xs} ${theme.spacing.sm}`,
            borderRadius: theme.radii.pill,
            border: `1px solid ${choice === value ? 'currentColor' : 'transparent'}`,
          }}
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={choice === value}
            onChange={() => setThemeChoice(value)}
            data-testid={`shell-theme-${value}`}
          />
          {LABELS[value]}
        </label>
      ))}
    </fieldset>
  );
}
