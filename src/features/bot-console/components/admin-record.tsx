import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { AdminPage, Fields } from './admin-bits.tsx';
import '../../../ui/buttons.css';

/** The record id of the address (`:id`), or null when it is not a positive whole number. */
export function useRouteId(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Where a kind of bot record lives: its list address and the test id prefix of its screens. */
export interface AdminRecordPlace {
  readonly path: string;
  readonly testId: string;
}

/**
 * One bot record (appeal type, consultation topic): its fields, edit, delete after a confirmation
 * (then back to the list) and a link to the list. An address without a valid id goes to the list.
 */
export function AdminRecordView({
  place,
  id,
  title,
  loading,
  fields,
  deleteText,
  onDelete,
}: {
  place: AdminRecordPlace;
  id: number | null;
  title: string;
  loading: boolean;
  /** The record's label and value rows, null until it has loaded. */
  fields: readonly { label: string; value: ReactNode; lang?: string }[] | null;
  deleteText: string;
  onDelete: (id: number) => Promise<unknown>;
}) {
  const { t } = useTranslation('bot');
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  if (id === null) return <Navigate to={place.path} replace />;
  return (
    <AdminPage
      title={title}
      loading={loading}
      action={{ to: `${place.path}/update/${id}`, label: t('admin.edit'), testId: `${place.testId}-edit` }}
      testId={`${place.testId}-view`}
    >
      {fields ? <Fields rows={fields} /> : null}
      <div className="cb-chat__actions">
        <button
          type="button"
          className="cb-button cb-button--danger"
          onClick={() => setDeleting(true)}
          data-testid={`${place.testId}-delete`}
        >
          {t('admin.delete')}
        </button>
        <Link to={place.path}>{t('backToList')}</Link>
      </div>
      <ConfirmSheet
        open={deleting}
        title={t('admin.deleteTitle')}
        text={deleteText}
        danger
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          void onDelete(id)
            .then(() => navigate(place.path))
            .catch(() => undefined);
        }}
      />
    </AdminPage>
  );
}

/** The edit page of one bot record; the form shows once the record has loaded. */
export function AdminRecordEdit({
  place,
  id,
  title,
  children,
}: {
  place: AdminRecordPlace;
  id: number | null;
  title: string;
  /** The form, or null while the record loads. */
  children: ReactNode;
}) {
  if (id === null) return <Navigate to={place.path} replace />;
  return (
    <AdminPage title={title} loading={children === null} testId={`${place.testId}-edit-screen`}>
      {children}
    </AdminPage>
  );
}
