import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffImageArea } from '@clubportal/contract/staff-images';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useUploadStaffImage } from '../api/staff-images';

/**
 * "Upload a photo" beside an editor's image address field: the chosen file goes to the server (which checks it is
 * an image by its content and stores it), and the field takes its address. A refusal is the server's sentence.
 */
export function ImageUpload({ area, onUploaded }: { area: StaffImageArea; onUploaded: (address: string) => void }) {
  const { t } = useTranslation();
  const upload = useUploadStaffImage(area);
  const id = useId();
  return (
    <div className="staff-image-upload">
      <label htmlFor={id}>{t('staff.images.upload')}</label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        disabled={upload.isPending}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          if (!file) return;
          upload.mutate(file, {
            onSuccess: (address) => {
              onUploaded(address);
              input.value = '';
            },
          });
        }}
      />
      <div role="status">
        {upload.isPending ? <p>{t('staff.images.uploading')}</p> : null}
        {upload.isSuccess ? <p className="form__notice">{t('staff.images.uploaded')}</p> : null}
      </div>
      <FormAlert message={upload.isError ? apiErrorMessage(upload.error, t('messages.crash')) : null} />
    </div>
  );
}
