/**
 * 选项配置: the dictionaries every select of the portal reads — the engine's list, form, detail and
 * delete of the definition (src/domain/desks/dictionaries.ts): items are its line items, switched on
 * and off in the drawer (the lines' `toggles`); 被引用 is what reads a dictionary, and a dictionary so read is not
 * deleted (删除 says why, the server refuses it in the same words). The second tab (`?tab=selectSetting`)
 * holds the numeric settings domain rules read, the engine's `selectSetting`: each value edited within
 * its range. Only the shown tab is mounted, and a switch drops the address's `?id=` and filters, so they
 * belong to that tab alone.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl, useLocation, useNavigate } from '@umijs/max';
import { Tooltip, Typography } from 'antd';
import { NameCode, Tags } from '@/admin/controls';
import { selectType } from '@/domain/desks/dictionaries';
import { selectSetting } from '@/domain/desks/selectSetting';
import { PART_PARAM } from '@/domain/links';
import { referenceNames } from '@/domain/engine';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';

export const preload = firstPageOf(selectType);

const SHOWN_READERS = 2;

export default function SelectTypePage() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const tab = new URLSearchParams(location.search).get(PART_PARAM) === selectSetting.key ? selectSetting.key : selectType.key;
  const switchTo = (key: string) => {
    // the open record and the list's filters (address, search form: each tab's list its own) are the tab's
    navigate(key === selectType.key ? location.pathname : `${location.pathname}?${PART_PARAM}=${key}`, { replace: true });
  };
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
    <PageContainer
      title={intl.formatMessage({ id: 'menu.selectType' })}
      tabActiveKey={tab}
      onTabChange={switchTo}
      tabList={[
        { key: selectType.key, tab: intl.formatMessage({ id: 'selectType.tab.dictionaries' }) },
        { key: selectSetting.key, tab: intl.formatMessage({ id: 'selectSetting.name' }) },
      ]}
    >
      {tab === selectSetting.key ? (
        <ResourcePage
          key={selectSetting.key}
          resource={selectSetting}
          embedded
          render={{ key: (v, r) => <NameCode below mono name={intl.formatMessage({ id: `admin.dict.setting.${String(v)}` })} code={String(r.id)} /> }}
        />
      ) : (
        <ResourcePage
          key={selectType.key}
          resource={selectType}
          embedded
          render={{ usedBy, type: (v) => <Typography.Text code>{String(v ?? '')}</Typography.Text> }}
        />
      )}
    </PageContainer>
  );
}
