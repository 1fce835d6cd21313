import { I18nService } from '../../../../../sdk/index.js';
import { useOptionalService, useT } from '../../kernel/kernel-context.js';
import { formatTime } from '../../platform/format.js';

/** One row of My files' list. */
export interface FileItem {
  readonly uuid: string;
  readonly name: string;
  readonly time: number;
  readonly size?: number;
}

/** The files of the chosen kind and group: name, size and time, or a note (`empty`, else a general one) that there are none. */
export function FileTable({ items, empty }: { readonly items: readonly FileItem[]; readonly empty?: string }) {
  const t = useT();
  const locale = useOptionalService(I18nService)?.locale ?? 'zh-CN';
  if (items.length === 0) return <div className="kf-empty" data-testid="files-empty">{empty ?? t('platform.files.empty')}</div>;
  return (
    <table className="kf-table">
      <thead>
        <tr>
          <th scope="col">{t('platform.name')}</th>
          <th scope="col">{t('platform.files.size')}</th>
          <th scope="col">{t('platform.files.time')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.uuid} data-testid="file-row" data-name={item.name}>
            <td>{item.name}</td>
            <td>{item.size !== undefined ? `${(item.size / 1024).toFixed(1)} KB` : '—'}</td>
            <td>{formatTime(item.time, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
