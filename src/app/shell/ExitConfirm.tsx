import { useTranslation } from 'react-i18next';
import { exitApp } from '../../../platform/tvPlatform.ts';
import { Button } from '../../ui/index.ts';
import { Modal } from '../../ui/Modal.tsx';

/** Back on Home asks before leaving (Samsung's rule, and what viewers expect everywhere on TV). */
export function ExitConfirm({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      focusKey="exit-confirm"
      title={t('app.exit_title')}
      onClose={onClose}
      preferredChildFocusKey="exit-cancel"
    >
      <div className="modal__actions">
        <Button focusKey="exit-cancel" onPress={onClose}>
          {t('app.exit_cancel')}
        </Button>
        <Button focusKey="exit-confirm-button" onPress={exitApp} variant="secondary">
          {t('app.exit_confirm')}
        </Button>
      </div>
    </Modal>
  );
}
