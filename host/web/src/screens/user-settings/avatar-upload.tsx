import { useRef } from 'react';
import { useT } from '../../kernel/kernel-context.js';
import { UpdateUserImage } from '../../../../../sdk/contract/endpoints/index.js';
import { useApi, useNotify, useSession } from '../../platform/hooks.js';
import { changeUserImage } from '../../platform/user-image.js';

/** The change-avatar button and its hidden file input. */
export function AvatarUpload() {
  const t = useT();
  const api = useApi();
  const session = useSession();
  const notify = useNotify();
  const avatarInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className="kf-btn" onClick={() => avatarInput.current?.click()} data-testid="avatar-upload">
        {t('platform.settings.avatar')}
      </button>
      <input
        ref={avatarInput}
        type="file"
        accept=".png,.jpg,.jpeg,.gif,.webp,.bmp"
        hidden
        aria-label={t('platform.settings.avatar')}
        data-testid="avatar-input"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          const form = new FormData();
          form.append('file', file);
          try {
            const reply = await api.call(UpdateUserImage, { body: form });
            changeUserImage(session, reply.image ?? undefined);
            notify?.success(t('platform.settings.avatarSaved'));
          } catch {
            // Shown by the api service.
          }
        }}
      />
    </>
  );
}
