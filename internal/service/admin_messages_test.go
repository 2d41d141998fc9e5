package service_test

import (
	"context"
	"slices"
	"testing"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/service"
)

func TestContactMessagesAreFilteredByHandledAndMarkedOnce(t *testing.T) {
	t.Parallel()
	svc, st := newService(t, nil)
	ctx := context.Background()
	admin := newAdmin(t, st)
	for _, msg := range []string{"First question", "Second question"} {
		in := contactInput()
		in.Message = msg
		if err := svc.Contact(ctx, in, service.Client{IP: "203.0.113.9", UserAgent: "Test/1"}); err != nil {
			t.Fatal(err)
		}
	}
	all, err := svc.ContactMessages(ctx, service.MessageList{})
	if err != nil || all.Total != 2 || all.Items[0].Message != "Second question" || all.Items[0].HandledAt != nil {
		t.Fatalf("all messages, newest first: %+v %v", all, err)
	}
	handled, err := svc.MarkMessageHandled(ctx, admin, all.Items[1].ID)
	if err != nil || handled.HandledAt == nil || handled.Message != "First question" {
		t.Fatalf("marked: %+v %v", handled, err)
	}
	again, err := svc.MarkMessageHandled(ctx, admin, handled.ID)
	if err != nil || !again.HandledAt.Equal(*handled.HandledAt) {
		t.Errorf("marked again: %v %v, want the first time kept", again.HandledAt, err)
	}
	for handledParam, want := range map[string]string{"true": "First question", "false": "Second question"} {
		page, err := svc.ContactMessages(ctx, service.MessageList{Handled: handledParam})
		if err != nil || page.Total != 1 || page.Items[0].Message != want {
			t.Errorf("handled=%s: %+v %v, want %q", handledParam, page, err, want)
		}
	}
	if _, err := svc.ContactMessages(ctx, service.MessageList{Handled: "yes"}); !hasField(err, "handled", "invalid") {
		t.Errorf("handled=yes: %v", err)
	}
	if _, err := svc.MarkMessageHandled(ctx, admin, "42"); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("an id that is not one: %v, want not_found", err)
	}
	if _, err := svc.MarkMessageHandled(ctx, admin, "00000000-0000-4000-8000-000000000000"); !model.HasCode(err, model.ECodeNotFound) {
		t.Errorf("an unknown id: %v, want not_found", err)
	}
	// Each marking is the admin's action on the message.
	if got, want := auditedActions(t, svc, handled.ID), by(admin, "contact_message.handle", "contact_message.handle"); !slices.Equal(got, want) {
		t.Errorf("audit: %v, want %v", got, want)
	}
	if got := auditedActions(t, svc, "00000000-0000-4000-8000-000000000000"); len(got) != 0 {
		t.Errorf("audit of an unknown message: %v", got)
	}
}
