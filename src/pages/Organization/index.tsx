/**
 * 组织结构: the engine's tree list of `Organization` — companies and departments nested under the unit
 * above, each with its head-count; the keyword search keeps the matches with their ancestors. A row's
 * own links besides the engine's 编辑 and 删除 (off with the reason while anything is under the unit):
 * 新增下级 (the create form with the unit as 上级组织) and 移动到… (MoveDialog, an edit of the unit's parent
 * and place). The detail shows the unit's users (OrgUsers).
 */
import { adminCodes } from '@/domain/admin/codes';
import type { OrgUnit } from '@/domain/admin/organization';
import { organization } from '@/domain/desks/organization';
import ActionLink from '@/components/ActionLink';
import ResourcePage, { type RowActionPage } from '@/engine/ResourcePage';
import { useResourceText } from '@/engine/text';
import { useCan } from '@/engine/useCan';
import { ApartmentOutlined, BankOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { useState } from 'react';
import MoveDialog from './MoveDialog';
import OrgUsers from './OrgUsers';

export default function OrganizationPage() {
  const text = useResourceText(organization);
  const can = useCan();
  // the unit being moved, and the list it is moved in
  const [moving, setMoving] = useState<{ unit: OrgUnit & { version: number }; page: RowActionPage }>();
  return (
    <>
      <ResourcePage
        resource={organization}
        render={{
          name: (v, r) => (
            <Space size={6}>
              {r.type === 'COMPANY' ? <BankOutlined /> : <ApartmentOutlined />}
              {String(v)}
            </Space>
          ),
        }}
        rowActions={(r, page) => (
          <>
            {can(organization.codes.create) && <ActionLink onClick={() => page.create({ parentId: r.id })}>{text.t('admin.org.addChild')}</ActionLink>}
            {r.parentId && can(adminCodes.Organization.move) && (
              <ActionLink onClick={() => setMoving({ unit: r as never, page })}>{text.t('admin.org.moveTo')}</ActionLink>
            )}
          </>
        )}
        detailExtra={(r) => <OrgUsers org={r as never} />}
      />
      {moving && (
        <MoveDialog
          unit={moving.unit}
          text={text}
          onClose={() => setMoving(undefined)}
          onMoved={(to) => {
            moving.page.reveal(to);
            moving.page.reload();
          }}
        />
      )}
    </>
  );
}
