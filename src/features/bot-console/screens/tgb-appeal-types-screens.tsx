import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TGB_NAME_MAX, type TgbAppealType } from '../../../../contracts/api/tgb.ts';
import { deleteAppealType, saveAppealType, useAppealType, useAppealTypes } from '../api/tgb-admin.ts';
import { AdminPage, EnableChip, RecordList } from '../components/admin-bits.tsx';
import {
  AdminRecordEdit,
  AdminRecordView,
  useRouteId,
  type AdminRecordPlace,
} from '../components/admin-record.tsx';
import { TgbForm } from '../components/tgb-form.tsx';

const PLACE: AdminRecordPlace = { path: '/tgb-chat-appeal', testId: 'tgb-appeal' };

function AppealTypeForm({ initial }: { initial: TgbAppealType | null }) {
  const { t } = useTranslation('bot');
  const navigate = useNavigate();
  return (
    <TgbForm
      testId="tgb-appeal-form"
      withEnable
      texts={[
        { name: 'name', label: t('admin.name.uz'), max: TGB_NAME_MAX },
        { name: 'name_ru', label: t('admin.name.ru'), max: TGB_NAME_MAX },
        { name: 'name_en', label: t('admin.name.en'), max: TGB_NAME_MAX },
      ]}
      initial={{
        texts: {
          name: initial?.name ?? '',
          name_ru: initial?.name_ru ?? '',
          name_en: initial?.name_en ?? '',
        },
        enable: initial?.enable ?? 1,
        parent_id: null,
      }}
      onSave={async (v) => {
        const saved = await saveAppealType(initial?.id ?? null, {
          name: v.texts.name ?? '',
          name_ru: v.texts.name_ru ?? '',
          name_en: v.texts.name_en ?? '',
          enable: v.enable,
        });
        navigate(`/tgb-chat-appeal/${saved.id}`);
      }}
    />
  );
}

/** /tgb-chat-appeal — appeal types offered in the bot's menu (enabled ones). */
export function TgbAppealTypesScreen() {
  const { t } = useTranslation('bot');
  const types = useAppealTypes();
  return (
    <AdminPage
      title={t('admin.appealTypes')}
      loading={types.isPending}
      action={{ to: '/tgb-chat-appeal/create', label: t('admin.create'), testId: 'tgb-appeal-create' }}
      testId="tgb-appeal-types"
    >
      <RecordList
        testId="tgb-appeal"
        empty={t('admin.empty')}
        rows={(types.data ?? []).map((row) => ({
          key: row.id,
          to: `/tgb-chat-appeal/${row.id}`,
          title: row.name_ru,
          sub: `${row.name} · ${row.name_en}`,
          side: <EnableChip enable={row.enable} />,
        }))}
      />
    </AdminPage>
  );
}

/** /tgb-chat-appeal/:id — one type with edit and delete. */
export function TgbAppealTypeViewScreen() {
  const { t } = useTranslation('bot');
  const id = useRouteId();
  const type = useAppealType(id ?? 0);
  return (
    <AdminRecordView
      place={PLACE}
      id={id}
      title={type.data?.name_ru ?? t('admin.appealTypes')}
      loading={type.isPending}
      fields={
        type.data
          ? [
              { label: t('admin.name.uz'), value: type.data.name },
              { label: t('admin.name.ru'), value: type.data.name_ru },
              { label: t('admin.name.en'), value: type.data.name_en },
              { label: t('admin.enable'), value: <EnableChip enable={type.data.enable} /> },
            ]
          : null
      }
      deleteText={t('admin.deleteText')}
      onDelete={deleteAppealType}
    />
  );
}

/** /tgb-chat-appeal/create — names in three languages and the enable flag. */
export function TgbAppealTypeCreateScreen() {
  const { t } = useTranslation('bot');
  return (
    <AdminPage title={t('admin.createAppealType')} testId="tgb-appeal-create-screen">
      <AppealTypeForm initial={null} />
    </AdminPage>
  );
}

/** /tgb-chat-appeal/update/:id */
export function TgbAppealTypeEditScreen() {
  const { t } = useTranslation('bot');
  const id = useRouteId();
  const type = useAppealType(id ?? 0);
  return (
    <AdminRecordEdit place={PLACE} id={id} title={t('admin.editAppealType')}>
      {type.data ? <AppealTypeForm initial={type.data} /> : null}
    </AdminRecordEdit>
  );
}
