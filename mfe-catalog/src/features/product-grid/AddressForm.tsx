// The listing controls as plain HTML as well: a server-rendered page works before and without JavaScript when each
// control is a link or a GET form whose submission is the address the client itself would write.
import type { ComponentProps, FormEvent, MouseEvent, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isTrackingParam } from '@storefront/shared-domain';

/** A click the page may take over: the main button without a modifier (those open tabs, windows or downloads). */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** With JavaScript the fields apply themselves as they change, so a native submit would only reload the same page. */
function holdSubmit(event: FormEvent) {
  event.preventDefault();
}

export type GetFormProps = Omit<ComponentProps<'form'>, 'method' | 'action'> & {
  /** Where it goes without JavaScript (a path of the store); the current page by default. */
  action?: string;
};

/** A GET form: without JavaScript its submission is the next address; with it, `onSubmit` decides. */
export function GetForm({ action, onSubmit = holdSubmit, ...props }: GetFormProps) {
  // (The store has no basename: a path of the store is the form's address as it is.)
  const { pathname } = useLocation();
  return <form method="get" action={action ?? pathname} onSubmit={onSubmit} {...props} />;
}

/**
 * The rest of the address, carried through a GET form (whose submission replaces the whole query); not where the
 * visitor came from (the server renders the page without it, and the clean-up takes it out of the address).
 */
export function HiddenParams({ params }: { params: URLSearchParams }) {
  return (
    <>
      {[...params].map(([name, value], index) =>
        isTrackingParam(name) ? null : <input key={`${index}-${name}`} type="hidden" name={name} value={value} />,
      )}
    </>
  );
}

/**
 * A submit button only a page without JavaScript shows (with it the choices apply at once). The form around it styles
 * it: a class styled first here would have its style written inside the <noscript>, which a page with JavaScript never
 * reads, leaving later users of that class unstyled until hydration.
 */
export function NoScriptSubmit({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <button type="submit">{children}</button>
    </noscript>
  );
}
