// Every page under /admin: the back office's frame (the shell's) is a chunk fetched only when a page of it is opened,
// so a shopper's pages carry this route and nothing more.
import { onDemandPart, useOnDemandPart } from '@storefront/shared-domain';
import { OnDemandSlot } from '../layout/OnDemandSlot';
import { ScreenLoading } from '../remotes/RemoteView';

const adminFramePart = onDemandPart(
  'shell',
  'the back office',
  () => import(/* webpackChunkName: "lazy-admin" */ './AdminFrame'),
  (module) => module.AdminFrame,
);

export function AdminRoute() {
  const { Lazy: AdminFrame, attempt } = useOnDemandPart(adminFramePart);
  return (
    <OnDemandSlot what={adminFramePart.what} attempt={attempt} standIn={<ScreenLoading />}>
      <AdminFrame />
    </OnDemandSlot>
  );
}
