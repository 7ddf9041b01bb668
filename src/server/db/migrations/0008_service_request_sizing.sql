-- Issue 27: an estimate request sent from the sizing guide keeps its answers and the estimate the server
-- computed from them (null for every other request, and for the rows from before).
ALTER TABLE "service_requests" ADD COLUMN "sizing" jsonb;