-- The payment lists read a page newest first within the caller's organisations (issue 18).
CREATE INDEX "payments_org_id_idx" ON "payments" USING btree ("organization_id","id");