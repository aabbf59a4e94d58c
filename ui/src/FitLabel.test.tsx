import { render, screen } from '@testing-library/react';
import { FIT_CONFIDENCE_TEXTS, type FitConfidence } from '@storefront/shared-domain';
import { FitLabel } from './FitLabel';

const fit = (kind: FitConfidence['kind'], text: string): FitConfidence => ({ kind, text, notes: [] });

describe('FitLabel', () => {
  it('shows the text with its kind in data-fit, a tick only for a fit, and a look per kind', () => {
    render(
      <>
        <FitLabel fit={fit('fits', 'Fits your 2018 Ford F-150')} testId="fits" />
        <FitLabel fit={fit('fits-with-notes', FIT_CONFIDENCE_TEXTS.fitsWithNotes)} testId="notes" />
        <FitLabel fit={fit('does-not-fit', 'Does not fit your 2018 Ford F-150')} testId="no" />
        <FitLabel fit={fit('no-data', FIT_CONFIDENCE_TEXTS.noData)} testId="none" />
      </>,
    );
    expect(screen.getByTestId('fits')).toHaveTextContent('Fits your 2018 Ford F-150');
    expect(screen.getByTestId('fits')).toHaveAttribute('data-fit', 'fits');
    expect(screen.getByTestId('fits').querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('notes').querySelector('svg')).toBeNull();
    expect(screen.getByTestId('no')).toHaveAttribute('data-fit', 'does-not-fit');
    expect(screen.getByTestId('none')).toHaveAttribute('data-fit', 'no-data');
    // Each kind its own look (the colours are CSS variables with their light fallback).
    const colorOf = (id: string) => getComputedStyle(screen.getByTestId(id)).color;
    expect(new Set(['fits', 'notes', 'no', 'none'].map(colorOf)).size).toBe(4);
  });
});
