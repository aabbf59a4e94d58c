import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import ReviewFormPageExpose from '../../expose/ReviewFormPage';

it('the review form screen names itself and carries the product boundary', () => {
  const { container } = renderWithProviders(<ReviewFormPageExpose />);
  expect(screen.getByRole('heading', { level: 1, name: 'Write a review' })).toBeInTheDocument();
  expect(container.querySelector('[data-boundary="product"]')).not.toBeNull();
});
