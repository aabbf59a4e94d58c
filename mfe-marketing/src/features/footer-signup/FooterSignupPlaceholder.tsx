// The static stand-in of the footer signup form: the same layout with plain uncontrolled inputs and Sign Up disabled
// (as the real form starts: no consent checked yet). It is painted on first load while the real form's chunk
// (react-hook-form + zod) has not been asked for or has not arrived.
//
// Nothing typed is lost: the visitor may start typing here before the real form arrives (a slow network, a field
// reached with Tab). When React swaps this stand-in for the real form, the stand-in's layout-effect cleanup runs in
// that same commit, before its inputs leave the document: it writes what was entered, and which field had focus and
// where its caret was, into a draft; the real form's first layout effect, in the same commit, puts the values into
// its fields and focus back where it was (FooterSignupForm). No event can come in between, so no keystroke is lost.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import {
  FooterSignupFormLayout,
  type FieldRegistration,
  type FooterSignupField,
  type FooterSignupValues,
} from './FooterSignupLayout';

export interface FooterSignupDraft {
  values: Partial<FooterSignupValues>;
  /** The field that had focus when the real form arrived, with its caret (text fields that have one). */
  focused: { name: FooterSignupField; selection: [number, number] | null } | null;
}

const TEXT_FIELDS = ['email', 'phone'] as const satisfies readonly FooterSignupField[];
const CONSENT_FIELDS = ['email_consent', 'sms_consent'] as const satisfies readonly FooterSignupField[];

function isFieldName(name: string): name is FooterSignupField {
  return (TEXT_FIELDS as readonly string[]).includes(name) || (CONSENT_FIELDS as readonly string[]).includes(name);
}

function inputNamed(form: HTMLFormElement, name: string): HTMLInputElement | null {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement ? element : null;
}

function caretOf(input: HTMLInputElement): [number, number] | null {
  try {
    // null for inputs without a selection API (type=email); some browsers throw instead.
    const { selectionStart, selectionEnd } = input;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}

/** What the visitor entered in `form`, and where they were. */
export function readDraft(form: HTMLFormElement): FooterSignupDraft {
  const values: Partial<FooterSignupValues> = {};
  for (const name of TEXT_FIELDS) {
    const input = inputNamed(form, name);
    if (input?.value) values[name] = input.value;
  }
  for (const name of CONSENT_FIELDS) {
    const input = inputNamed(form, name);
    if (input?.checked) values[name] = true;
  }
  const active = form.ownerDocument.activeElement;
  const focused =
    active instanceof HTMLInputElement && form.contains(active) && isFieldName(active.name)
      ? { name: active.name, selection: caretOf(active) }
      : null;
  return { values, focused };
}

const ignore = async () => undefined;

/** The registration of a plain input: its name, nothing else (its value lives in the DOM until the handover). */
const plainInput = (name: FooterSignupField): FieldRegistration => ({
  name,
  onChange: ignore,
  onBlur: ignore,
  ref: () => undefined,
});

export function FooterSignupPlaceholder({ draft }: { draft: RefObject<FooterSignupDraft | null> }) {
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const form = formRef.current;
    return () => {
      if (form) draft.current = readDraft(form);
    };
  }, [draft]);
  return (
    <FooterSignupFormLayout
      testId="marketing-footer-signup-placeholder"
      formRef={formRef}
      done={false}
      registration={plainInput}
      submitDisabled
      onSubmit={(event) => event.preventDefault()}
    />
  );
}
