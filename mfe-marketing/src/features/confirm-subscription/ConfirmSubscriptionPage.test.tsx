/** @jest-environment jest-fixed-jsdom */
import { screen } from '@testing-library/react';
import { mockApi, renderRemote, type FetchDouble } from '@storefront/testing';
import ConfirmSubscriptionPage from '../../expose/ConfirmSubscriptionPage';
import { CONFIRM_TEXTS } from './ConfirmSubscriptionPage';

let api: FetchDouble;
afterEach(() => api?.restore());

const TOKEN = 'a'.repeat(43);

describe('ConfirmSubscriptionPage', () => {
  it('posts the link token once and confirms', async () => {
    api = mockApi((url) =>
      url.pathname === '/api/marketing/subscribers/confirm' ? { body: { status: 'success' } } : undefined,
    );
    renderRemote(<ConfirmSubscriptionPage />, { url: `/subscriptions/confirm?token=${TOKEN}` });
    expect(await screen.findByText(CONFIRM_TEXTS.done)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/marketing/subscribers/confirm', body: { token: TOKEN } },
    ]);
  });

  it('says when the link expired or was used', async () => {
    api = mockApi(() => ({ status: 404, body: { error: { code: 'confirmation_not_found', message: 'x' } } }));
    renderRemote(<ConfirmSubscriptionPage />, { url: `/subscriptions/confirm?token=${TOKEN}` });
    expect(await screen.findByText(CONFIRM_TEXTS.expired)).toBeInTheDocument();
  });

  it('refuses a malformed link without calling the service', () => {
    api = mockApi();
    renderRemote(<ConfirmSubscriptionPage />, { url: '/subscriptions/confirm?token=short' });
    expect(screen.getByTestId('marketing-confirm-status')).toHaveTextContent(CONFIRM_TEXTS.invalid);
    expect(api.requests).toEqual([]);
  });
});
