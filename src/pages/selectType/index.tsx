/**
 * 选项配置: the dictionaries every select of the portal reads — the engine's list, form, detail and
 * delete of the definition (src/domain/desks/dictionaries.ts): items are its line items, switched on
 * and off in the drawer (Items); 被引用 is what reads a dictionary, and a dictionary so read is not
 * deleted (删除 says why, the server refuses it in the same words). Below, the numeric settings.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Tooltip, Typography } from 'antd';
import { Tags } from '@/admin/controls';
import { selectType } from '@/domain/desks/dictionaries';
import { referenceNames } from '@/domain/engine';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';
import Items from './Items';
import Settings from './Settings';

export const preload = firstPageOf(selectType);

const SHOWN_READERS = 2;

export default function SelectTypePage() {
  const intl = useIntl();
  // the first readers as tags, the rest counted (all of them in the count's tooltip): a row stays one line or two
  const usedBy = (value: unknown) => {
    const names = referenceNames(value);
    if (!names.length) return <Typography.Text type="secondary">{intl.formatMessage({ id: 'selectType.unused' })}</Typography.Text>;
    const rest = names.slice(SHOWN_READERS);
    const more = {
      key: '+',
      label: <Tooltip title={intl.formatList(rest)}>{intl.formatMessage({ id: 'selectType.moreReaders' }, { count: rest.length })}</Tooltip>,
    };
    return <Tags items={[...names.slice(0, SHOWN_READERS).map((name) => ({ key: name, label: name, color: 'blue' })), ...(rest.length ? [more] : [])]} />;
  };
  return (
    <PageContainer title={intl.formatMessage({ id: 'menu.selectType' })}>
      <ResourcePage
        resource={selectType}
        embedded
        render={{ usedBy, type: (v) => <Typography.Text code>{String(v ?? '')}</Typography.Text> }}
        detailExtra={(r, changed) => <Items record={r} onChanged={changed} />}
      />
      <Settings />
    </PageContainer>
  );
}
