// The blocks of a content page rendered as React elements only (never as HTML), so seeded or edited copy cannot
// inject markup. Links: a same-site path goes through the router, https/mailto/tel become plain anchors, anything
// else (javascript:, data:, protocol-relative '//...') is shown as text.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import type { ContentBlock } from '@storefront/shared-domain';

export type SafeHref = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

const INTERNAL = /^\/(?!\/)\S*$/;
const EXTERNAL = /^(https:\/\/\S+|mailto:\S+|tel:[+\d][\d-]*)$/i;

export function safeHref(href: string): SafeHref {
  const value = (href ?? '').trim();
  if (INTERNAL.test(value)) return { kind: 'internal', to: value };
  if (EXTERNAL.test(value)) return { kind: 'external', href: value };
  return { kind: 'none' };
}

function BlockLink({ text, href }: { text: string; href: string }) {
  const theme = useTheme();
  const target = safeHref(href);
  const style = { color: theme.colors.link };
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} css={style}>
        {text}
      </Link>
    );
  }
  if (target.kind === 'external') {
    const opensElsewhere = target.href.toLowerCase().startsWith('https:');
    return (
      <a href={target.href} css={style} {...(opensElsewhere ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {text}
      </a>
    );
  }
  return <span>{text}</span>;
}

export interface ContentBlocksProps {
  blocks: readonly ContentBlock[];
  /** What the 'contact-form' block renders (the page passes its contact form). */
  contactForm: ReactNode;
}

export function ContentBlocks({ blocks, contactForm }: ContentBlocksProps) {
  const theme = useTheme();
  return (
    <>
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'heading':
            return block.level === 3 ? <h3 key={key}>{block.text}</h3> : <h2 key={key}>{block.text}</h2>;
          case 'paragraph':
            return (
              <p key={key} css={{ lineHeight: theme.typography.lineHeights.normal }}>
                {block.text}
              </p>
            );
          case 'list': {
            const items = block.items.map((item, i) => <li key={i}>{item}</li>);
            return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
          }
          case 'links':
            return (
              <ul key={key} css={{ listStyle: 'none', padding: 0, display: 'grid', gap: theme.spacing.xs }}>
                {block.items.map((item, i) => (
                  <li key={i}>
                    <BlockLink text={item.text} href={item.href} />
                  </li>
                ))}
              </ul>
            );
          case 'faq':
            return (
              <div key={key} css={{ display: 'grid', gap: theme.spacing.sm }}>
                {block.items.map((item, i) => (
                  <details
                    key={i}
                    css={{
                      border: `1px solid ${theme.colors.border}`,
                      borderRadius: theme.radii.md,
                      padding: theme.spacing.sm,
                    }}
                  >
                    <summary css={{ cursor: 'pointer', fontWeight: theme.typography.weights.bold }}>
                      {item.question}
                    </summary>
                    <p css={{ margin: `${theme.spacing.sm} 0 0` }}>{item.answer}</p>
                  </details>
                ))}
              </div>
            );
          case 'contact-form':
            return <div key={key}>{contactForm}</div>;
          default:
            // A block type this remote does not know yet is skipped rather than guessed at.
            return null;
        }
      })}
    </>
  );
}
