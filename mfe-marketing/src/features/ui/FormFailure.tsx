// A form's failure line, shared by the contact form and the footer signup.
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

/**
 * What went wrong when a form was sent (the server's message), announced to screen readers. A `css` prop given to it
 * arrives as `className` (Emotion) and adds to its own styles.
 */
export function FormFailure({
  testId,
  children,
  className,
}: {
  testId: string;
  children: ReactNode;
  className?: string;
}) {
  const theme = useTheme();
  return (
    <p role="alert" data-testid={testId} className={className} css={{ margin: 0, color: theme.colors.danger }}>
      {children}
    </p>
  );
}
