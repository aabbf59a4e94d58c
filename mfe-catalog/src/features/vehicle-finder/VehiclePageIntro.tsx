import { LINKS, VEHICLE_FINDER_TEXTS } from '@storefront/shared-domain';
import { Breadcrumb, type Crumb } from '../ui/Breadcrumb';
import { Lead, LeadSkeleton, PageTitle } from '../ui/primitives';
import type { VehicleCollection } from './useVehicleCollection';

export interface VehiclePageIntroProps {
  make: string | null;
  description: VehicleCollection['description'];
  /** The answer is still on its way (neither products nor an error yet). */
  waiting: boolean;
  hasVehicle: boolean;
}

/** The page's breadcrumb, title and description (the vehicle's sentence, or the collection's own text). */
export function VehiclePageIntro({ make, description, waiting, hasVehicle }: VehiclePageIntroProps) {
  const crumbs: Crumb[] = [
    { label: 'Home', to: '/' },
    { label: VEHICLE_FINDER_TEXTS.breadcrumbSection, to: LINKS.vehicleFinder },
  ];
  if (make) crumbs.push({ label: make });

  return (
    <>
      <Breadcrumb items={crumbs} />
      <PageTitle>{VEHICLE_FINDER_TEXTS.title}</PageTitle>
      {description ? (
        <Lead data-testid="catalog-vehicle-description">{description}</Lead>
      ) : waiting ? (
        // The description needs the answer (its count, or the collection's text): its lines are kept meanwhile so the
        // finder below does not move down when it comes. A vehicle's sentence is one line, the page's own text two (both
        // two on a phone).
        <LeadSkeleton lines={hasVehicle ? 1 : 2} mobileLines={2} />
      ) : null}
    </>
  );
}
