import { screen } from '@testing-library/react';
import { renderRemote } from '@storefront/testing';
import ReviewFormPageExpose from '../../expose/ReviewFormPage';

it('the review form screen names itself and carries the product boundary', () => {
  const { container } = renderRemote(<ReviewFormPageExpose />);
  expect(screen.getByRole('heading', { level: 1, name: 'Write a review' })).toBeInTheDocument();
  expect(container.querySelector('[data-boundary="product"]')).not.toBeNull();
});
