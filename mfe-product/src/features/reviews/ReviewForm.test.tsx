/** @jest-environment jest-fixed-jsdom */
import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUS_GLOBAL_KEY, resetMyVehicleForTests } from '@storefront/shared-domain';
import { renderRemote } from '@storefront/testing';
import { ReviewForm } from './ReviewForm';
import { serveReviews, type ReviewsServer, type ReviewsServerOptions } from './testKit';

let server: ReviewsServer;
beforeEach(() => {
  window.localStorage.clear();
  resetMyVehicleForTests();
});
afterEach(() => {
  server?.restore();
  delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
});

function image(name: string, bytes: number, type = 'image/jpeg'): File {
  return new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;
}

function renderForm(submit?: ReviewsServerOptions['submit']) {
  server = serveReviews({ submit });
  const onSubmitted = jest.fn();
  renderRemote(<ReviewForm sku="EVL-12 D2" productName="EVL-12 D2 Subwoofer" onSubmitted={onSubmitted} />);
  return { onSubmitted, user: userEvent.setup({ applyAccept: false }) };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));

it('asks for a rating and a body before sending anything', async () => {
  renderForm();
  expect(screen.getByText('Reviewing: EVL-12 D2 Subwoofer')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Review'), { target: { value: '   ' } });
  submit();
  expect(await screen.findByText('Please choose a rating')).toBeInTheDocument();
  expect(screen.getByText('Please write your review')).toBeInTheDocument();
  expect(screen.getByLabelText('Review')).toHaveAttribute('aria-invalid', 'true');
  expect(server.submitted).toHaveLength(0);
});

it('rating stars are a radio group: arrow keys choose', async () => {
  const { user } = renderForm();
  const group = screen.getByRole('group', { name: 'Rating' });
  expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(5);
  await user.click(screen.getByLabelText('2 stars'));
  await user.keyboard('{ArrowRight}');
  expect(screen.getByLabelText('3 stars')).toBeChecked();
});

it('the vehicle is all three fields or none', async () => {
  renderForm();
  fireEvent.click(screen.getByLabelText('5 stars'));
  fireEvent.change(screen.getByLabelText('Review'), { target: { value: 'Great' } });
  fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2018' } });
  submit();
  expect(await screen.findAllByText(/Enter the year, make and model of your vehicle/)).toHaveLength(2);
  fireEvent.change(screen.getByLabelText('Year'), { target: { value: '18' } });
  fireEvent.change(screen.getByLabelText('Make'), { target: { value: 'Ford' } });
  fireEvent.change(screen.getByLabelText('Model'), { target: { value: '<F-150>' } });
  submit();
  expect(await screen.findByText('Enter a four-digit year')).toBeInTheDocument();
  expect(screen.getByText(/Use letters, digits, spaces/)).toBeInTheDocument();
  expect(server.submitted).toHaveLength(0);
});

it('keeps only images of at most 8 MB, at most 2, with previews that can be removed', async () => {
  const { user } = renderForm();
  const input = screen.getByLabelText('Photos (optional, up to 2)');
  await user.upload(input, [image('notes.txt', 10, 'text/plain'), image('huge.jpg', 8 * 1024 * 1024 + 1)]);
  expect(screen.getByText('notes.txt is not an image')).toBeInTheDocument();
  expect(screen.getByText('huge.jpg is larger than 8 MB')).toBeInTheDocument();
  expect(screen.queryAllByTestId('product-review-form-preview')).toHaveLength(0);

  await user.upload(input, [image('a.jpg', 100), image('b.png', 100, 'image/png'), image('c.jpg', 100)]);
  expect(screen.getAllByTestId('product-review-form-preview')).toHaveLength(2);
  expect(screen.getByText('You can add up to 2 photos')).toBeInTheDocument();
  expect(input).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Remove a.jpg' }));
  expect(screen.getAllByTestId('product-review-form-preview')).toHaveLength(1);
  expect(input).toBeEnabled();
});

it('sends multipart fields and photos, then thanks the reviewer', async () => {
  const { user, onSubmitted } = renderForm(() => ({ status: 201, body: { review: {}, summary: {} } }));
  fireEvent.click(screen.getByLabelText('4 stars'));
  fireEvent.change(screen.getByLabelText('Title (optional)'), { target: { value: '  Solid bass ' } });
  fireEvent.change(screen.getByLabelText('Review'), { target: { value: 'Hits hard <b>really</b>' } });
  fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2018' } });
  fireEvent.change(screen.getByLabelText('Make'), { target: { value: 'Ford' } });
  fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'F-150' } });
  await user.upload(screen.getByLabelText('Photos (optional, up to 2)'), [image('box.jpg', 1234)]);
  submit();
  expect(await screen.findByText('Thank you for your review!')).toBeInTheDocument();
  const form = server.submitted[0]!;
  expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'photos'))).toEqual({
    sku: 'EVL-12 D2',
    rating: '4',
    title: 'Solid bass',
    body: 'Hits hard <b>really</b>',
    vehicleYear: '2018',
    vehicleMake: 'Ford',
    vehicleModel: 'F-150',
  });
  const photo = form.get('photos') as File;
  expect([photo.name, photo.size]).toEqual(['box.jpg', 1234]);
  expect(onSubmitted).toHaveBeenCalledTimes(1);
});

it.each([
  [409, 'already_reviewed', 'You have already reviewed this product.'],
  [403, 'not_purchased', 'Only customers who bought this product can review it.'],
  [400, 'invalid_image', /could not be read as an image/],
  [401, 'unauthorized', 'Please sign in to write a review.'],
  [400, 'validation_failed', 'body: too long'],
])('shows a %s %s refusal in words and keeps the form', async (status, code, text) => {
  renderForm(() => ({ status, body: { error: { code, message: 'body: too long' } } }));
  fireEvent.click(screen.getByLabelText('5 stars'));
  fireEvent.change(screen.getByLabelText('Review'), { target: { value: 'Nice' } });
  submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(screen.getByLabelText('Review')).toHaveValue('Nice');
  await act(async () => undefined);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Submit Review' })).toBeEnabled());
});

describe("the owner's fit", () => {
  it('starts from the active vehicle and sends the verdict, the note and which photos show the install', async () => {
    window.localStorage.setItem('sa_my_vehicle', JSON.stringify({ year: 2018, make: 'Ford', model: 'F-150' }));
    const { user } = renderForm(() => ({ status: 201, body: { review: {}, summary: {} } }));
    expect(screen.getByLabelText('Year')).toHaveValue('2018');
    expect(screen.getByLabelText('Make')).toHaveValue('Ford');
    expect(screen.getByLabelText('Model')).toHaveValue('F-150');
    const fit = screen.getByRole('group', { name: 'How did it fit? (optional)' });
    expect(
      within(fit)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Fitted as is', 'Fitted with changes', 'Did not fit']);
    fireEvent.click(screen.getByLabelText('5 stars'));
    fireEvent.change(screen.getByLabelText('Review'), { target: { value: 'Great box' } });
    fireEvent.click(screen.getByLabelText('Fitted with changes'));
    fireEvent.change(screen.getByLabelText('Fit note (optional)'), { target: { value: ' Trimmed the carpet. ' } });
    await user.upload(screen.getByLabelText('Photos (optional, up to 2)'), [image('box.jpg', 10), image('in.jpg', 10)]);
    const installBoxes = screen.getAllByRole('checkbox', { name: 'Install photo' });
    expect(installBoxes).toHaveLength(2);
    await user.click(installBoxes[1]!);
    submit();
    expect(await screen.findByText('Thank you for your review!')).toBeInTheDocument();
    expect(Object.fromEntries([...server.submitted[0]!.entries()].filter(([k]) => k !== 'photos'))).toEqual({
      sku: 'EVL-12 D2',
      rating: '5',
      body: 'Great box',
      vehicleYear: '2018',
      vehicleMake: 'Ford',
      vehicleModel: 'F-150',
      fitVerdict: 'fitted-with-changes',
      fitNote: 'Trimmed the carpet.',
      installPhotos: '1',
    });
  });

  it('asks for the fit only with a whole vehicle, and a note only with a verdict', async () => {
    window.localStorage.setItem('sa_my_vehicle', JSON.stringify({ year: 2018, make: 'Ford' }));
    renderForm();
    expect(screen.getByLabelText('Year')).toHaveValue('');
    expect(screen.queryByTestId('product-review-form-fit')).toBeNull();
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2018' } });
    fireEvent.change(screen.getByLabelText('Make'), { target: { value: 'Ford' } });
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'F-150' } });
    expect(await screen.findByTestId('product-review-form-fit')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('5 stars'));
    fireEvent.change(screen.getByLabelText('Review'), { target: { value: 'Great box' } });
    fireEvent.change(screen.getByLabelText('Fit note (optional)'), { target: { value: 'Tight.' } });
    submit();
    expect(await screen.findByText('Choose how it fitted to add a note')).toBeInTheDocument();
    expect(server.submitted).toHaveLength(0);
  });
});
