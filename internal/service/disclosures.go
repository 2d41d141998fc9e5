package service

import (
	"context"
	"slices"
	"time"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// The answers of the profile section that are not kept with the others: the SSN, only ever
// stored sealed, and shown by its last four digits.
const (
	answerSSN      = "ssn"
	answerSSNLast4 = "ssnLast4"
	sectionProfile = "profile"
)

// SectionState is how far the teacher got with one section of the disclosures.
type SectionState struct {
	Section string `json:"section"`
	State   string `json:"state"`
}

// DisclosureStates lists every section of the disclosures, in order, with its state.
func (s *Service) DisclosureStates(ctx context.Context, userID string) ([]SectionState, error) {
	saved, err := s.Store.DisclosureStates(ctx, userID)
	if err != nil {
		return nil, err
	}
	list := make([]SectionState, 0, len(s.Disclosures.Sections()))
	for _, section := range s.Disclosures.Sections() {
		state := saved[section]
		if state == "" {
			state = model.DisclosureNotStarted
		}
		list = append(list, SectionState{Section: section, State: state})
	}
	return list, nil
}

// Disclosure returns the teacher's answers to a section; reading them is recorded in the audit log.
func (s *Service) Disclosure(ctx context.Context, userID, section string) (model.Disclosure, error) {
	if !s.knownSection(section) {
		return model.Disclosure{}, model.Errorf(model.ECodeNotFound, "No such disclosures section")
	}
	var d model.Disclosure
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		var err error
		d, err = s.readDisclosure(ctx, tx, userID, section)
		if err != nil {
			return err
		}
		return tx.Audit(ctx, userID, "disclosure."+section+".read", userID)
	})
	return d, err
}

// readDisclosure returns a section as its teacher sees it: not started when never saved, and for
// the profile section the last four digits of the SSN in place of the number.
func (s *Service) readDisclosure(ctx context.Context, tx *store.Tx, userID, section string) (model.Disclosure, error) {
	d, found, err := tx.Disclosure(ctx, userID, section)
	if err != nil {
		return model.Disclosure{}, err
	}
	if !found {
		d = model.Disclosure{Section: section, State: model.DisclosureNotStarted, Answers: map[string]any{}}
	}
	if section == sectionProfile {
		last4, err := tx.SSNLast4(ctx, userID)
		if err != nil {
			return model.Disclosure{}, err
		}
		if last4 != "" {
			d.Answers[answerSSNLast4] = last4
		}
	}
	return d, nil
}

// SaveDisclosure checks and saves the teacher's answers to a section, as a draft or complete. The
// SSN is sealed and kept apart; every write is recorded in the audit log (never the values).
func (s *Service) SaveDisclosure(ctx context.Context, userID, section string, answers map[string]any, complete bool) (model.Disclosure, error) {
	if !s.knownSection(section) {
		return model.Disclosure{}, model.Errorf(model.ECodeNotFound, "No such disclosures section")
	}
	delete(answers, answerSSNLast4) // shown on reads; sending it back changes nothing
	clean, fields, err := s.Disclosures.Validate(section, answers, complete, time.Now())
	if err != nil {
		return model.Disclosure{}, err
	}
	ssn, _ := clean[answerSSN].(string)
	delete(clean, answerSSN)
	if fields[answerSSN] == "required" {
		delete(fields, answerSSN) // a stored number will do; saveWorkAuthorization checks
	}
	var d model.Disclosure
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		action := "disclosure.write"
		if section == sectionProfile {
			sealed, err := s.saveWorkAuthorization(ctx, tx, userID, clean, ssn, complete, fields)
			if err != nil {
				return err
			}
			// One row per save: a save that seals a new SSN is recorded as that, the more
			// sensitive of its two writes, and not a second time as disclosure.write.
			if sealed {
				action = "ssn.write"
			}
		}
		if err := model.Fields(fields).Err(msgFixFields); err != nil {
			return err
		}
		state := model.DisclosureDraft
		if complete {
			state = model.DisclosureComplete
		}
		if err := tx.SetDisclosure(ctx, userID, model.Disclosure{Section: section, State: state, Answers: clean}); err != nil {
			return err
		}
		// One action for every section: were self-identification's named, its rows' times beside
		// the report's days would tell whose answers changed the counts (docs/design.md §6).
		if err := tx.Audit(ctx, userID, action, userID); err != nil {
			return err
		}
		d, err = s.readDisclosure(ctx, tx, userID, section)
		return err
	})
	return d, err
}

// saveWorkAuthorization keeps the SSN of a teacher who says they hold a U.S. work authorization
// (sealed; sealedNew says a number was), deletes it once they say they do not, and, for a
// complete section, records in fields what the declaration still lacks: the SSN and both sides
// of an unexpired card.
func (s *Service) saveWorkAuthorization(ctx context.Context, tx *store.Tx, userID string, answers map[string]any, ssn string,
	complete bool, fields map[string]string) (sealedNew bool, err error) {
	if !s.Disclosures.Asked(sectionProfile, answerSSN, answers) {
		return false, tx.DeleteSSN(ctx, userID)
	}
	if ssn != "" && fields[answerSSN] == "" {
		keyID, sealed := s.Keys.Seal([]byte(ssn), []byte(userID))
		if err := tx.SetSSN(ctx, userID, store.SealedSSN{KeyID: keyID, Sealed: sealed}, ssn[len(ssn)-4:]); err != nil {
			return false, err
		}
		sealedNew = true
	}
	if !complete {
		return sealedNew, nil
	}
	if last4, err := tx.SSNLast4(ctx, userID); err != nil {
		return sealedNew, err
	} else if last4 == "" && fields[answerSSN] == "" {
		fields[answerSSN] = "required"
	}
	uploaded, err := tx.Documents(ctx, userID)
	if err != nil {
		return sealedNew, err
	}
	asked, err := s.Disclosures.Documents(sectionProfile, answers)
	if err != nil {
		return sealedNew, err
	}
	today := time.Now().Format(time.DateOnly)
	for _, q := range asked {
		fields[q.Key] = "required"
		for _, d := range uploaded {
			if d.Kind != q.Kind {
				continue
			}
			fields[q.Key] = "expired"
			if d.ExpiresOn != nil && *d.ExpiresOn > today {
				delete(fields, q.Key)
			}
		}
	}
	return sealedNew, nil
}

func (s *Service) knownSection(section string) bool {
	return slices.Contains(s.Disclosures.Sections(), section)
}
