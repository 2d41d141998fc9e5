package service_test

import (
	"context"
	"maps"
	"slices"
	"testing"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
	"github.com/teachbay/teachbay/internal/testdb"
)

func TestTheAuditLogNamesWhoAndWhatAndFilters(t *testing.T) {
	t.Parallel()
	svc, st := newService(t, nil)
	ctx := context.Background()
	admin := newAdmin(t, st)
	// One entry for each kind of subject, a day apart in Tampa Bay (noon there), newest last; and
	// one whose actor and subject are gone.
	testdb.Value[int](t, st, `WITH o AS (INSERT INTO organizations (slug, name, county) VALUES ('bay', 'Bay District', 'Bay') RETURNING id),
		s AS (INSERT INTO schools (organization_id, name, level) SELECT id, 'Bay High', 'high' FROM o RETURNING id, organization_id),
		v AS (INSERT INTO vacancies (organization_id, school_id, position, type, educational_level, subject, designation, description,
			last_date_to_apply) SELECT organization_id, id, 'Algebra Teacher', 'full_time', 'high', 'math', 'traditional', 'x', current_date + 9
			FROM s RETURNING id),
		t AS (INSERT INTO users (role, email, first_name, last_name, language) VALUES ('teacher', 'ana@example.com', 'Ana', 'Cruz', 'es')
			RETURNING id),
		ap AS (INSERT INTO applications (teacher_id, vacancy_id, applicant, presentation, disclosures)
			SELECT t.id, v.id, '{"firstName": "Ana", "lastName": "Cruz"}', '', '[]' FROM t, v RETURNING id),
		i AS (INSERT INTO invitations (email, role, organization_id, token_hash, language, expires_at, invited_by)
			SELECT 'new@bay.example', 'school', o.id, '\x00'::bytea, 'en', now() + interval '1 day', $1::uuid FROM o RETURNING id),
		sub AS (INSERT INTO subscribers (email, first_name, last_name, contact_number, country, language, unsubscribe_token)
			VALUES ('sue@example.com', 'Sue', 'Sub', '+18135550000', 'US', 'en', 'T') RETURNING id),
		m AS (INSERT INTO contact_messages (first_name, last_name, email, phone, message, language)
			VALUES ('Mo', 'Msg', 'mo@example.com', '+18135550001', 'Hello', 'en') RETURNING id),
		subjects (n, action, actor, subject) AS (VALUES
			(1, 'user.disable', $1::uuid, (SELECT id FROM t)), (2, 'organization.update', $1, (SELECT id FROM o)),
			(3, 'school.move', $1, (SELECT id FROM s)), (4, 'invitation.create', $1, (SELECT id FROM i)),
			(5, 'application.status.write', (SELECT id FROM t), (SELECT id FROM ap)), (6, 'subscriber.remove', $1, (SELECT id FROM sub)),
			(7, 'contact_message.handle', $1, (SELECT id FROM m)), (8, 'auth.login.failure', NULL, gen_random_uuid())),
		a AS (INSERT INTO audit_log (at, action, actor_id, subject_id)
			SELECT ((current_date - 9 + n)::timestamp + interval '12 hours') AT TIME ZONE 'America/New_York', action, actor, subject
			FROM subjects RETURNING 1)
		SELECT count(*)::int FROM a`, admin.ID)

	page, err := svc.AuditLog(ctx, service.AuditList{})
	if err != nil || page.Total != 8 {
		t.Fatalf("audit log: %+v, %v", page, err)
	}
	str := func(s *string) string {
		if s == nil {
			return "null"
		}
		return *s
	}
	var got []string
	for _, e := range slices.Backward(page.Items) {
		got = append(got, e.Action+": "+str(e.ActorName)+" <"+str(e.ActorEmail)+"> → "+str(e.SubjectKind)+" "+str(e.SubjectName))
	}
	want := []string{
		"user.disable: Olga Ops <ops@teachbay.example> → user Ana Cruz",
		"organization.update: Olga Ops <ops@teachbay.example> → organization Bay District",
		"school.move: Olga Ops <ops@teachbay.example> → school Bay High",
		"invitation.create: Olga Ops <ops@teachbay.example> → invitation new@bay.example",
		"application.status.write: Ana Cruz <ana@example.com> → application Algebra Teacher (Ana Cruz)",
		"subscriber.remove: Olga Ops <ops@teachbay.example> → subscriber Sue Sub",
		"contact_message.handle: Olga Ops <ops@teachbay.example> → contact_message Mo Msg",
		"auth.login.failure: null <null> → null null",
	}
	if !slices.Equal(got, want) {
		t.Errorf("entries\n%q\nwant\n%q", got, want)
	}

	actions := func(in service.AuditList) []string {
		t.Helper()
		page, err := svc.AuditLog(ctx, in)
		if err != nil {
			t.Fatalf("%+v: %v", in, err)
		}
		var out []string
		for _, e := range page.Items {
			out = append(out, e.Action)
		}
		return out
	}
	day := func(n int) string {
		return testdb.Value[string](t, st, `SELECT to_char(current_date - 9 + $1::int, 'YYYY-MM-DD')`, n)
	}
	for _, tt := range []struct {
		in   service.AuditList
		want []string
	}{
		{service.AuditList{Action: "school.move"}, []string{"school.move"}},
		{service.AuditList{Actor: "CRUZ"}, []string{"application.status.write"}},
		{service.AuditList{Actor: "ana@example"}, []string{"application.status.write"}},
		{service.AuditList{From: day(6), To: day(7)}, []string{"contact_message.handle", "subscriber.remove"}},
		{service.AuditList{To: day(2)}, []string{"organization.update", "user.disable"}},
		{service.AuditList{Actor: "olga", From: day(7)}, []string{"contact_message.handle"}},
		{service.AuditList{Action: "user.enable"}, nil},
	} {
		if got := actions(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("%+v: %v, want %v", tt.in, got, tt.want)
		}
	}
	_, err = svc.AuditLog(ctx, service.AuditList{From: "yesterday", To: "2026-02-30"})
	if code, fields := codeOf(t, err); code != model.ECodeValidation || !maps.Equal(fields, map[string]string{"from": "invalid", "to": "invalid"}) {
		t.Errorf("bad days: %s %v", code, fields)
	}
	if _, err := svc.AuditLog(ctx, service.AuditList{From: "2026-03-02", To: "2026-03-01"}); !hasField(err, "to", "before_from") {
		t.Errorf("to before from: %v", err)
	}
}
