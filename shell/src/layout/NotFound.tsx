import { Link } from 'react-router-dom';

export const NOT_FOUND_TEXTS = { title: 'Page not found', home: 'Go to the home page' } as const;

export function NotFound() {
  return (
    <section data-boundary="shell" data-testid="not-found" css={{ padding: '48px 16px', textAlign: 'center' }}>
      <h1>{NOT_FOUND_TEXTS.title}</h1>
      <p>
        <Link to="/">{NOT_FOUND_TEXTS.home}</Link>
      </p>
    </section>
  );
}
