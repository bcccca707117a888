/**
 * A product's picture in the list: fetched through the file API (with the user's token, so the
 * server's secrecy and read rules apply), shown small, previewed large on click.
 */
import { useIntl } from '@umijs/max';
import { Image, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { fileBlob } from '@/services/files';

export default function ProductThumbnail({ fileId, partNumber }: { fileId?: string; partNumber: string }) {
  const intl = useIntl();
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!fileId) return undefined;
    let live = true;
    let made: string | undefined;
    fileBlob({ id: fileId })
      .then((blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [fileId]);
  if (!fileId) return <Typography.Text type="secondary">{intl.formatMessage({ id: 'productMaintenance.thumbnail.none' })}</Typography.Text>;
  return url ? (
    <Image
      src={url}
      width={40}
      height={40}
      style={{ objectFit: 'cover', borderRadius: 4 }}
      alt={intl.formatMessage({ id: 'productMaintenance.thumbnail.alt' }, { partNumber })}
    />
  ) : (
    <span style={{ display: 'inline-block', width: 40, height: 40, background: '#f0f0f0', borderRadius: 4 }} />
  );
}
