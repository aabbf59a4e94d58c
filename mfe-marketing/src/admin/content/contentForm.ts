// The content page form: the body is typed as text (see contentTextToBlocks) and checked with the service's rules.
import { z } from 'zod/mini';
import { contentInputProblems, contentTextToBlocks, contentBlocksToText } from '@storefront/shared-domain/admin';
import type { AdminContentInput, AdminContentPage } from '@storefront/shared-domain/admin';

export interface ContentFormValues {
  title: string;
  description: string;
  body: string;
  published: boolean;
}

export function contentFormValues(page: AdminContentPage): ContentFormValues {
  return {
    title: page.title,
    description: page.description,
    body: contentBlocksToText(page.blocks),
    published: page.published,
  };
}

/** The API's input, or null when the body cannot be read (the schema names its line). */
export function contentInputOf(values: ContentFormValues): AdminContentInput | null {
  const parsed = contentTextToBlocks(values.body);
  if ('problem' in parsed) return null;
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    blocks: parsed.blocks,
    published: values.published,
  };
}

export const contentFormSchema = z
  .object({ title: z.string(), description: z.string(), body: z.string(), published: z.boolean() })
  .check(
    z.superRefine((values, ctx) => {
      const parsed = contentTextToBlocks(values.body);
      if ('problem' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.problem, path: ['body'] });
        return;
      }
      const input = { ...values, blocks: parsed.blocks };
      for (const problem of contentInputProblems(input)) {
        const field = problem.field.startsWith('blocks') ? 'body' : problem.field;
        const at = /^blocks\.(\d+)$/.exec(problem.field);
        const message = at ? `Block ${Number(at[1]) + 1}: ${problem.message}` : problem.message;
        ctx.addIssue({ code: 'custom', message, path: [field] });
      }
    }),
  );
