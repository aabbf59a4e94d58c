import { BOX_DESIGN_TEXTS as T, SUBWOOFER_COUNTS, SUBWOOFER_SIZES } from './boxDesignForm';
import { DriverParameterFields } from './DriverParameterFields';
import type { BoxDesign } from './useBoxDesign';
import { SelectField } from '@storefront/ui';

/** The subwoofers: one of our catalogue (which fills their parameters) or typed by hand, how many, and their size. */
export function SubwooferFieldset({ design }: { design: BoxDesign }) {
  const { register, typedOver } = design;
  return (
    <fieldset>
      <legend>{T.subwooferHeading}</legend>
      <div data-wide="true">
        <SelectField
          label={T.subwoofer}
          testId="catalog-box-subwoofer"
          options={design.subwooferOptions}
          registration={design.subwooferRegistration}
        />
      </div>
      <SelectField
        label={T.count}
        testId="catalog-box-count"
        options={SUBWOOFER_COUNTS.map((value) => ({ value, label: value }))}
        registration={register('count')}
      />
      <SelectField
        label={T.size}
        testId="catalog-box-size"
        options={SUBWOOFER_SIZES.map((value) => ({ value, label: `${value}"` }))}
        registration={typedOver(register('size'))}
      />
      <DriverParameterFields design={design} />
    </fieldset>
  );
}
