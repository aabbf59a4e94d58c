// '/subwoofer-wiring-diagrams': the subwoofer wiring planner. Inputs: number of subwoofers, their voice
// coils (or a subwoofer from our catalogue, which fills them and its RMS), optionally an amplifier from our catalogue.
// Outputs, updated as the user types: every valid wiring (shared-domain wiringOptions) with its final load and an SVG
// diagram; with an amplifier, the power each wiring delivers or a warning below its minimum stable load; and the
// amplifiers of our catalogue that match the subwoofers, as product cards with add-to-cart.
import { css } from '@emotion/react';
import { spacing, useGetFitToolAmplifiersQuery, useGetFitToolSubwoofersQuery } from '@storefront/shared-domain';
import { SelectField, TextField } from '@storefront/ui';
import { wiringOptions, wiringPowers } from '@storefront/shared-domain/fit-tools';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Lead, PageTitle, ScreenRoot } from '../ui/primitives';
import { AmplifierSuggestions } from './AmplifierSuggestions';
import { diagramLayout } from './diagramLayout';
import { WIRING_ADDRESS } from './wiringAddress';
import { WiringOptionCard } from './WiringOptionCard';
import { inputsCss, noteCss } from './plannerStyles';
import { PowerPlanner } from './PowerPlanner';
import { powerTabAddress, usePlannerTabs } from './PlannerTabs';
import { POWER_TEXTS } from './powerForm';
import {
  COUNT_OPTIONS,
  WIRING_FORM_DEFAULTS,
  WIRING_PLANNER_TEXTS as T,
  planOf,
  startingWiring,
  subwooferFieldValues,
  wiringFormSchema,
} from './wiringForm';
import { catalogueOptions } from '../fit-tools/FitProductGrid';
import { useSkuFromAddress } from '../fit-tools/cataloguePick';
import { useFitToolForm } from '../fit-tools/useFitToolForm';

const optionsCss = css`
  label: catalogWiringOptions;
  display: grid;
  gap: ${spacing.md};
  margin-bottom: ${spacing.xl};
`;

/** Diagrams never scale below this share, so a wide setup (four DVC subs) gets wider columns. */
const DIAGRAM_MIN_SCALE = 0.8;

/** The planner's form, kept in the address, and the plan, catalogues and chosen amplifier that follow from it. */
function useWiringPlanner() {
  const subwoofersQuery = useGetFitToolSubwoofersQuery();
  const amplifiersQuery = useGetFitToolAmplifiersQuery();
  const subwoofers = useMemo(() => subwoofersQuery.data?.subwoofers ?? [], [subwoofersQuery.data]);
  const amplifiers = useMemo(() => amplifiersQuery.data?.amplifiers ?? [], [amplifiersQuery.data]);

  const { form, register, values, initialValues, setField, subwooferRegistration, typedOver } = useFitToolForm({
    address: WIRING_ADDRESS,
    defaults: WIRING_FORM_DEFAULTS,
    schema: wiringFormSchema,
    start: (fromAddress) =>
      startingWiring(fromAddress, {
        subwoofers: subwoofersQuery.isSuccess ? subwoofers : null,
        amplifiers: amplifiersQuery.isSuccess ? amplifiers : null,
      }),
    subwoofers,
    subwoofersLoaded: subwoofersQuery.isSuccess,
    fieldsOf: subwooferFieldValues,
  });
  const plan = useMemo(() => planOf(values), [values]);
  const amplifier = amplifiers.find((a) => a.product.sku === plan?.amplifierSku) ?? null;
  // An amplifier sku from the address not settled at the start: kept once the catalogue has it, else dropped.
  useSkuFromAddress(initialValues.amplifierSku, amplifiersQuery.isSuccess, amplifiers, (known) => {
    setField('amplifierSku', known ? known.product.sku : '', { shouldValidate: true });
  });

  return {
    register,
    formState: form.formState,
    typedOver,
    subwooferField: subwooferRegistration,
    subwooferOptions: catalogueOptions(subwoofers, T.subwooferByHand),
    amplifierOptions: catalogueOptions(amplifiers, T.noAmplifier),
    catalogueFailed: subwoofersQuery.isError || amplifiersQuery.isError,
    plan,
    amplifier,
    amplifiers,
  };
}

type WiringPlanner = ReturnType<typeof useWiringPlanner>;

/** Every valid wiring of the plan with its diagram, and with an amplifier the power each one gets from it. */
function WiringOptions({ plan, amplifier }: Pick<WiringPlanner, 'plan' | 'amplifier'>) {
  const wirings = useMemo(() => (plan ? wiringOptions(plan.setup) : []), [plan]);
  const powers = useMemo(
    () => (plan && amplifier ? wiringPowers(plan.setup, amplifier.parameters, plan.rmsWatts) : null),
    [plan, amplifier],
  );
  const columnWidth = wirings[0] ? Math.round(diagramLayout(wirings[0].topology).width * DIAGRAM_MIN_SCALE) + 34 : 300;
  return (
    <section aria-labelledby="catalog-wiring-options-heading">
      <h2 id="catalog-wiring-options-heading">{T.wiringsHeading}</h2>
      {plan ? (
        <>
          <p css={noteCss} data-testid="catalog-wiring-count-text" aria-live="polite">
            {T.wiringCount(wirings.length)}. {T.legend}
          </p>
          {amplifier ? (
            <p css={noteCss} data-testid="catalog-wiring-power-rule">
              {T.powerRule}
            </p>
          ) : null}
          <div
            css={[optionsCss, { gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${columnWidth}px), 1fr))` }]}
          >
            {wirings.map((wiring, i) => (
              <WiringOptionCard
                key={wiring.id}
                wiring={wiring}
                power={powers?.[i] ?? null}
                minimumStableOhms={amplifier?.parameters.minimumStableOhms ?? null}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

/** To the power tab with the chosen amplifier (a link: it opens in a new tab too). */
function PlanPowerLink() {
  const [params] = useSearchParams();
  return (
    <p css={noteCss}>
      <Link to={{ search: `?${powerTabAddress(params, true)}` }} data-testid="catalog-wiring-plan-power">
        {POWER_TEXTS.planForAmplifier}
      </Link>
    </p>
  );
}

/** The wiring tab: the subwoofers and amplifier, every wiring of them, and the amplifiers that match. */
function WiringTab({ planner }: { planner: WiringPlanner }) {
  const { register, formState, typedOver, plan, amplifier } = planner;
  return (
    <>
      <form css={inputsCss} aria-label="Subwoofers and amplifier" onSubmit={(e) => e.preventDefault()} noValidate>
        <div data-wide="true">
          <SelectField
            label={T.subwoofer}
            testId="catalog-wiring-subwoofer"
            options={planner.subwooferOptions}
            registration={planner.subwooferField}
          />
        </div>
        <SelectField
          label={T.count}
          testId="catalog-wiring-count"
          options={COUNT_OPTIONS}
          registration={register('count')}
        />
        <SelectField
          label={T.layout}
          testId="catalog-wiring-layout"
          options={(['SVC', 'DVC'] as const).map((value) => ({ value, label: T.layouts[value] }))}
          registration={typedOver(register('layout'))}
        />
        <TextField
          label={T.ohmsPerCoil}
          testId="catalog-wiring-ohms"
          inputMode="decimal"
          autoComplete="off"
          registration={typedOver(register('ohmsPerCoil'))}
          error={formState.errors.ohmsPerCoil}
        />
        <TextField
          label={T.rmsWatts}
          testId="catalog-wiring-rms"
          inputMode="numeric"
          autoComplete="off"
          hint={T.rmsHint}
          registration={typedOver(register('rmsWatts'))}
          error={formState.errors.rmsWatts}
        />
        <div data-wide="true">
          <SelectField
            label={T.amplifier}
            testId="catalog-wiring-amplifier"
            options={planner.amplifierOptions}
            registration={register('amplifierSku')}
          />
        </div>
      </form>
      {amplifier ? <PlanPowerLink /> : null}

      <WiringOptions plan={plan} amplifier={amplifier} />

      {plan ? (
        <AmplifierSuggestions setup={plan.setup} rmsWatts={plan.rmsWatts} amplifiers={planner.amplifiers} />
      ) : null}
    </>
  );
}

export function WiringPlannerPage() {
  const planner = useWiringPlanner();
  const [tab, tabs] = usePlannerTabs();
  return (
    <ScreenRoot data-boundary="catalog" data-testid="catalog-wiring-planner-page">
      <PageTitle>{T.title}</PageTitle>
      <Lead>{T.lead}</Lead>
      {planner.catalogueFailed ? (
        <p css={noteCss} role="status" data-testid="catalog-wiring-catalogue-unavailable">
          {T.catalogueUnavailable}
        </p>
      ) : null}
      {tabs}
      <div role="tabpanel" id={`catalog-planner-panel-${tab}`} aria-labelledby={`catalog-planner-tab-${tab}`}>
        {tab === 'power' ? <PowerPlanner amplifiers={planner.amplifiers} /> : <WiringTab planner={planner} />}
      </div>
    </ScreenRoot>
  );
}
