import { QRCodeSVG } from 'qrcode.react';
import { Button } from '../../ui/index.ts';
import { Modal } from '../../ui/Modal.tsx';
import { useDetailTranslation } from './detailStrings.ts';

/** The share link as text and as a QR code, for a phone to scan (spec: browsing 2, share on a TV). */
export default function ShareDialog({ url, onClose }: { url: string; onClose(): void }) {
  const { t } = useDetailTranslation();
  return (
    <Modal
      focusKey="share-dialog"
      title={t('video.share_title')}
      onClose={onClose}
      preferredChildFocusKey="share-close"
    >
      <div className="share-dialog">
        <div className="share-dialog__code">
          <QRCodeSVG value={url} size={256} marginSize={2} title={t('video.share_qr')} />
        </div>
        <p className="share-dialog__hint">{t('video.share_hint')}</p>
        <p className="share-dialog__url">{url}</p>
      </div>
      <Button focusKey="share-close" onPress={onClose}>
        {t('video.close')}
      </Button>
    </Modal>
  );
}
