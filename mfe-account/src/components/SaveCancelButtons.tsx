import { BusyButton, Button } from '@storefront/ui';
import { Row } from './ui';

export interface SaveCancelButtonsProps {
  save: string;
  cancel: string;
  /** The form is being sent: Save shows it, Cancel waits. */
  busy: boolean;
  onCancel(): void;
}

/** The buttons under an edit form: Save submits it, Cancel closes it unsaved. */
export function SaveCancelButtons({ save, cancel, busy, onCancel }: SaveCancelButtonsProps) {
  return (
    <Row>
      <BusyButton type="submit" variant="primary" busy={busy}>
        {save}
      </BusyButton>
      <Button onClick={onCancel} disabled={busy}>
        {cancel}
      </Button>
    </Row>
  );
}
