// '/box-design-calculator' (issue 16): the box design calculator. Inputs: sealed or ported, outside dimensions and
// wall thickness (in or cm), bracing, the subwoofers (from our catalogue, which fills their parameters, or typed), the
// port (round or slot, its size and count, tuning or length). Outputs, updated as the user types: gross and net
// volume, port length or tuning, port air speed with a warning, Qtc and Fc when sealed, the predicted response beside
// the recommended box's, and the enclosures of our catalogue that match.
import { css } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  SelectField,
  TextField,
  colors,
  mq,
  radii,
  spacing,
  typography,
  useGetFitToolEnclosuresQuery,
  useGetFitToolSubwoofersQuery,
} from '@storefront/shared-domain';
import { cubicFeetToLiters, f3Hz } from '@storefront/shared-domain/fit-tools';
import { useMemo } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useValuesFromAddress, useValuesInAddress } from '../../hooks/useFormInAddress';
import { Lead, PageTitle, ScreenRoot } from '../ui/primitives';
import { BOX_DESIGN_ADDRESS } from './boxDesignAddress';
import {
  BOX_DESIGN_DEFAULTS,
  BOX_DESIGN_TEXTS as T,
  PORT_COUNTS,
  SUBWOOFER_COUNTS,
  SUBWOOFER_SIZES,
  boxDesignSchema,
  designOf,
  lengthInUnit,
  subwooferFieldValues,
  type BoxDesignValues,
} from './boxDesignForm';
import { MatchingEnclosures } from './MatchingEnclosures';
import { ResponsePlot } from './ResponsePlot';
import { catalogueOptions } from '../fit-tools/FitProductGrid';
import { afterChange, useCataloguePicker } from '../fit-tools/cataloguePick';

const layoutCss = css`
  label: catalogBoxLayout;
  display: grid;
  gap: ${spacing.lg};
  margin-bottom: ${spacing.xl};
  ${mq.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const inputsCss = css`
  label: catalogBoxInputs;
  display: grid;
  gap: ${spacing.md};
  padding: ${spacing.md};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  fieldset {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
    gap: ${spacing.sm} ${spacing.md};
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    margin-bottom: ${spacing.sm};
    font-weight: ${typography.weights.bold};
    font-size: ${typography.sizes.lg};
  }
  [data-wide='true'] {
    grid-column: 1 / -1;
  }
`;

const resultsCss = css`
  label: catalogBoxResults;
  display: grid;
  gap: ${spacing.md};
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
    gap: ${spacing.sm};
    margin: 0;
  }
  dl > div {
    padding: ${spacing.sm} ${spacing.md};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
  }
  dt {
    color: ${colors.textMuted};
    font-size: ${typography.sizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${typography.sizes.lg};
    font-weight: ${typography.weights.bold};
  }
  h2 {
    margin: 0;
  }
`;

const problemCss = css`
  label: catalogBoxProblem;
  margin: 0;
  padding: ${spacing.sm} ${spacing.md};
  border-radius: ${radii.md};
  background: ${colors.warningBackground};
  color: ${colors.warningText};
  font-weight: ${typography.weights.bold};
`;

const noteCss = css`
  label: catalogBoxNote;
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${typography.sizes.sm};
`;

const fixed = (n: number, digits: number) => n.toFixed(digits);

export function BoxDesignPage() {
  const subwoofersQuery = useGetFitToolSubwoofersQuery();
  const subwoofers = useMemo(() => subwoofersQuery.data?.subwoofers ?? [], [subwoofersQuery.data]);

  const initialValues = useValuesFromAddress(BOX_DESIGN_ADDRESS, BOX_DESIGN_DEFAULTS);
  const { register, control, setValue, getValues, formState } = useForm<BoxDesignValues>({
    mode: 'onChange',
    defaultValues: initialValues,
    resolver: zodResolver(boxDesignSchema),
  });
  const values = useWatch({ control });
  useValuesInAddress(values, BOX_DESIGN_ADDRESS, BOX_DESIGN_DEFAULTS);
  const unit = values.unit === 'cm' ? 'cm' : 'in';
  const chosen = subwoofers.find((s) => s.product.sku === values.subwooferSku) ?? null;
  const result = useMemo(() => designOf(values, chosen?.parameters ?? null), [values, chosen]);
  const size = Number(values.size ?? BOX_DESIGN_DEFAULTS.size);
  const enclosuresQuery = useGetFitToolEnclosuresQuery({ subwooferSize: size });
  const enclosures = enclosuresQuery.data?.enclosures ?? [];

  const fillFrom = (picked: (typeof subwoofers)[number]) => {
    const options = { shouldValidate: true, shouldDirty: true } as const;
    for (const [field, value] of Object.entries(subwooferFieldValues(picked.parameters))) {
      setValue(field as keyof BoxDesignValues, value as never, options);
    }
  };
  // A subwoofer from the address: its parameters come from the catalogue (and the picker shows it), or it is dropped.
  const choose = useCataloguePicker(
    subwoofers,
    subwoofersQuery.isSuccess,
    initialValues.subwooferSku,
    (sku) => setValue('subwooferSku', sku, { shouldValidate: true }),
    fillFrom,
  );

  // Typing over a catalogue subwoofer's parameters makes it a hand-typed one: the picker no longer claims that model.
  const typedOver = (registration: UseFormRegisterReturn) =>
    afterChange(registration, () => {
      if (getValues('subwooferSku')) setValue('subwooferSku', '');
    });
  const subwooferField = register('subwooferSku');
  const errors = formState.errors;
  const ported = values.alignment !== 'sealed';
  const round = values.portShape === 'round';

  const subwooferOptions = catalogueOptions(subwoofers, T.subwooferByHand);
  const options = (list: readonly string[]) => list.map((value) => ({ value, label: value }));

  const volumeText = (cubicFeet: number) => `${fixed(cubicFeet, 2)} ft³ (${fixed(cubicFeetToLiters(cubicFeet), 1)} L)`;
  const lengthText = (cm: number) =>
    unit === 'in'
      ? `${fixed(lengthInUnit(cm, 'in'), 1)} in (${fixed(cm, 1)} cm)`
      : `${fixed(cm, 1)} cm (${fixed(lengthInUnit(cm, 'in'), 1)} in)`;
  const response = result.response;
  const f3 = response ? f3Hz(response.design, response.passbandDb) : null;
  const plotDescription = response
    ? `Your box reaches ${fixed(response.passbandDb, 1)} dB in the passband${f3 ? ` and is 3 dB down at ${fixed(f3, 0)} Hz` : ''}${response.recommended ? '; the dashed curve is the recommended box' : ''}.`
    : '';

  return (
    <ScreenRoot data-boundary="catalog" data-testid="catalog-box-design-page">
      <PageTitle>{T.title}</PageTitle>
      <Lead>{T.lead}</Lead>
      {subwoofersQuery.isError ? (
        <p css={noteCss} role="status" data-testid="catalog-box-catalogue-unavailable">
          {T.catalogueUnavailable}
        </p>
      ) : null}
      <div css={layoutCss}>
        <form css={inputsCss} aria-label="Box design" onSubmit={(e) => e.preventDefault()} noValidate>
          <fieldset>
            <legend>{T.boxHeading}</legend>
            <SelectField
              label={T.alignment}
              testId="catalog-box-alignment"
              options={(['ported', 'sealed'] as const).map((value) => ({ value, label: T.alignments[value] }))}
              registration={register('alignment')}
            />
            <SelectField
              label={T.unit}
              testId="catalog-box-unit"
              options={(['in', 'cm'] as const).map((value) => ({ value, label: T.units[value] }))}
              registration={register('unit')}
            />
            <TextField
              label={T.width(unit)}
              testId="catalog-box-width"
              inputMode="decimal"
              autoComplete="off"
              registration={register('width')}
              error={errors.width}
            />
            <TextField
              label={T.height(unit)}
              testId="catalog-box-height"
              inputMode="decimal"
              autoComplete="off"
              registration={register('height')}
              error={errors.height}
            />
            <TextField
              label={T.depth(unit)}
              testId="catalog-box-depth"
              inputMode="decimal"
              autoComplete="off"
              registration={register('depth')}
              error={errors.depth}
            />
            <TextField
              label={T.wall(unit)}
              testId="catalog-box-wall"
              inputMode="decimal"
              autoComplete="off"
              registration={register('wall')}
              error={errors.wall}
            />
            <TextField
              label={T.bracing(unit)}
              testId="catalog-box-bracing"
              inputMode="decimal"
              autoComplete="off"
              registration={register('bracing')}
              error={errors.bracing}
            />
          </fieldset>

          <fieldset>
            <legend>{T.subwooferHeading}</legend>
            <div data-wide="true">
              <SelectField
                label={T.subwoofer}
                testId="catalog-box-subwoofer"
                options={subwooferOptions}
                registration={afterChange(subwooferField, choose)}
              />
            </div>
            <SelectField
              label={T.count}
              testId="catalog-box-count"
              options={options(SUBWOOFER_COUNTS)}
              registration={register('count')}
            />
            <SelectField
              label={T.size}
              testId="catalog-box-size"
              options={SUBWOOFER_SIZES.map((value) => ({ value, label: `${value}"` }))}
              registration={typedOver(register('size'))}
            />
            <TextField
              label={T.fs}
              testId="catalog-box-fs"
              inputMode="decimal"
              autoComplete="off"
              registration={typedOver(register('fsHz'))}
              error={errors.fsHz}
            />
            <TextField
              label={T.qts}
              testId="catalog-box-qts"
              inputMode="decimal"
              autoComplete="off"
              registration={typedOver(register('qts'))}
              error={errors.qts}
            />
            <TextField
              label={T.vas}
              testId="catalog-box-vas"
              inputMode="decimal"
              autoComplete="off"
              registration={typedOver(register('vasLiters'))}
              error={errors.vasLiters}
            />
            <TextField
              label={T.displacement}
              testId="catalog-box-displacement"
              inputMode="decimal"
              autoComplete="off"
              registration={typedOver(register('displacementCubicFeet'))}
              error={errors.displacementCubicFeet}
            />
            <TextField
              label={T.sensitivity}
              testId="catalog-box-sensitivity"
              inputMode="decimal"
              autoComplete="off"
              registration={typedOver(register('sensitivityDb'))}
              error={errors.sensitivityDb}
            />
            <TextField
              label={T.rms}
              testId="catalog-box-rms"
              inputMode="numeric"
              autoComplete="off"
              registration={typedOver(register('rmsWatts'))}
              error={errors.rmsWatts}
            />
          </fieldset>

          {ported ? (
            <fieldset>
              <legend>{T.portHeading}</legend>
              <SelectField
                label={T.portShape}
                testId="catalog-box-port-shape"
                options={(['slot', 'round'] as const).map((value) => ({ value, label: T.portShapes[value] }))}
                registration={register('portShape')}
              />
              <SelectField
                label={T.portCount}
                testId="catalog-box-port-count"
                options={options(PORT_COUNTS)}
                registration={register('portCount')}
              />
              {round ? (
                <TextField
                  label={T.portDiameter(unit)}
                  testId="catalog-box-port-diameter"
                  inputMode="decimal"
                  autoComplete="off"
                  registration={register('portDiameter')}
                  error={errors.portDiameter}
                />
              ) : (
                <>
                  <TextField
                    label={T.slotWidth(unit)}
                    testId="catalog-box-slot-width"
                    inputMode="decimal"
                    autoComplete="off"
                    registration={register('slotWidth')}
                    error={errors.slotWidth}
                  />
                  <TextField
                    label={T.slotHeight(unit)}
                    testId="catalog-box-slot-height"
                    inputMode="decimal"
                    autoComplete="off"
                    registration={register('slotHeight')}
                    error={errors.slotHeight}
                  />
                </>
              )}
              <SelectField
                label={T.portMode}
                testId="catalog-box-port-mode"
                options={(['tuning', 'length'] as const).map((value) => ({ value, label: T.portModes[value] }))}
                registration={register('portMode')}
              />
              {values.portMode === 'length' ? (
                <TextField
                  label={T.portLength(unit)}
                  testId="catalog-box-port-length-input"
                  inputMode="decimal"
                  autoComplete="off"
                  registration={register('portLength')}
                  error={errors.portLength}
                />
              ) : (
                <TextField
                  label={T.tuning}
                  testId="catalog-box-tuning"
                  inputMode="decimal"
                  autoComplete="off"
                  registration={register('tuningHz')}
                  error={errors.tuningHz}
                />
              )}
            </fieldset>
          ) : null}
        </form>

        <section css={resultsCss} aria-labelledby="catalog-box-results-heading" data-testid="catalog-box-results">
          <h2 id="catalog-box-results-heading">{T.resultsHeading}</h2>
          <div aria-live="polite">
            {result.problems.map((problem) => (
              <p css={problemCss} key={problem} role="alert" data-testid="catalog-box-problem">
                {problem}
              </p>
            ))}
          </div>
          <dl>
            {result.grossCubicFeet !== null ? (
              <div>
                <dt>{T.gross}</dt>
                <dd data-testid="catalog-box-gross">{volumeText(result.grossCubicFeet)}</dd>
              </div>
            ) : null}
            {result.netCubicFeet !== null && result.netCubicFeet > 0 ? (
              <div>
                <dt>{T.net}</dt>
                <dd data-testid="catalog-box-net">{volumeText(result.netCubicFeet)}</dd>
              </div>
            ) : null}
            {result.port && values.portMode !== 'length' ? (
              <div>
                <dt>{T.portLengthResult}</dt>
                <dd data-testid="catalog-box-port-length">{lengthText(result.port.lengthCm)}</dd>
              </div>
            ) : null}
            {result.port && values.portMode === 'length' ? (
              <div>
                <dt>{T.tuningResult}</dt>
                <dd data-testid="catalog-box-tuning-result">{fixed(result.port.tuningHz, 1)} Hz</dd>
              </div>
            ) : null}
            {result.port?.velocityMs != null ? (
              <div>
                <dt>{T.velocity}</dt>
                <dd data-testid="catalog-box-velocity">{fixed(result.port.velocityMs, 1)} m/s</dd>
              </div>
            ) : null}
            {result.sealed ? (
              <>
                <div>
                  <dt>{T.qtc}</dt>
                  <dd data-testid="catalog-box-qtc">{fixed(result.sealed.qtc, 2)}</dd>
                </div>
                <div>
                  <dt>{T.fc}</dt>
                  <dd data-testid="catalog-box-fc">{fixed(result.sealed.fcHz, 1)} Hz</dd>
                </div>
              </>
            ) : null}
          </dl>
          {result.port?.velocityTooHigh ? (
            <p css={problemCss} role="status" data-testid="catalog-box-velocity-warning">
              {T.velocityWarning}
            </p>
          ) : null}
          <h2>{T.plotHeading}</h2>
          {response ? (
            <ResponsePlot design={response.design} recommended={response.recommended} description={plotDescription} />
          ) : (
            <p css={noteCss} data-testid="catalog-box-plot-needs-driver">
              {T.plotNeedsDriver}
            </p>
          )}
        </section>
      </div>

      <MatchingEnclosures target={result.target} subwooferSku={chosen?.product.sku ?? null} enclosures={enclosures} />
    </ScreenRoot>
  );
}
