import { ConfirmSubscriptionPage } from '../features/confirm-subscription/ConfirmSubscriptionPage';

/** './ConfirmSubscriptionPage': /subscriptions/confirm?token=..., the page of a marketing confirmation link. */
export default function ConfirmSubscriptionPageExpose() {
  return <ConfirmSubscriptionPage />;
}
