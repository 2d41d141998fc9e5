package service

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/google/uuid"

	"github.com/teachbay/teachbay/internal/blob"
	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/resume"
	"github.com/teachbay/teachbay/internal/store"
)

// Resumes queues the background reading of resumes inside a transaction (jobs.Queue), so a job
// runs only for rows that committed.
type Resumes interface {
	EnqueueReadResume(ctx context.Context, tx *store.Tx, documentID string) error
	EnqueueReviewResume(ctx context.Context, tx *store.Tx, applicationID string) error
	EnqueueReviewProfileResume(ctx context.Context, tx *store.Tx, userID string) error
}

// readResumeFile returns the text of a stored resume, or the failure code of a file it cannot
// read (noText, unreadable, unsupported). An error is the file store failing: worth retrying.
func (s *Service) readResumeFile(ctx context.Context, d model.SubmittedDocument) (text, failure string, err error) {
	r, err := s.Blobs.Open(ctx, d.ObjectKey)
	if errors.Is(err, blob.ErrNotFound) {
		return "", "unreadable", nil
	}
	if err != nil {
		return "", "", err
	}
	defer r.Close()
	data, err := io.ReadAll(io.LimitReader(r, d.Size+1))
	if err != nil {
		return "", "", fmt.Errorf("service: read resume: %w", err)
	}
	text, err = s.ResumeText(ctx, data, d.ContentType) // bounded in pages, text and time (resume.InChild)
	switch {
	case err == nil:
		return text, "", nil
	case errors.Is(err, resume.ErrNoText):
		return "", "noText", nil
	case errors.Is(err, resume.ErrUnsupported):
		return "", "unsupported", nil
	case errors.Is(err, resume.ErrUnreadable): // damaged, protected, hostile, or beyond the limits
		return "", "unreadable", nil
	}
	return "", "", err // the reader could not be started: worth retrying
}

// ReadResume keeps the text of a resume uploaded to a profile, for matching (a background job).
// A resume replaced or read already is left alone; one without text keeps "".
func (s *Service) ReadResume(ctx context.Context, documentID string) error {
	d, found, err := s.Store.UnreadResume(ctx, documentID)
	if err != nil || !found {
		return err
	}
	text, _, err := s.readResumeFile(ctx, d)
	if err != nil {
		return err
	}
	return s.Store.SetResumeText(ctx, documentID, text)
}

// RequestResumeInsight asks for a review of the resume one of the teacher's applications was
// sent with, against its vacancy. A review already under way is not asked for twice.
func (s *Service) RequestResumeInsight(ctx context.Context, teacherID, applicationID string) (model.ResumeInsight, error) {
	if _, err := s.ResumeInsight(ctx, teacherID, applicationID); err != nil {
		return model.ResumeInsight{}, err
	}
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		queue, err := tx.RequestResumeInsight(ctx, applicationID)
		if err != nil || !queue {
			return err
		}
		return s.Resumes.EnqueueReviewResume(ctx, tx, applicationID)
	})
	return model.ResumeInsight{Status: model.InsightPending, Insights: []model.Insight{}}, err
}

// ResumeInsight returns the review of the resume of one of the teacher's applications.
func (s *Service) ResumeInsight(ctx context.Context, teacherID, applicationID string) (model.ResumeInsight, error) {
	if uuid.Validate(applicationID) != nil {
		return model.ResumeInsight{}, model.Errorf(model.ECodeNotFound, msgNoApplication)
	}
	in, found, err := s.Store.ResumeInsight(ctx, teacherID, applicationID)
	if err == nil && !found {
		err = model.Errorf(model.ECodeNotFound, msgNoApplication)
	}
	return in, err
}

// ReviewResume reviews the resume an application was sent with against its vacancy, with what
// the teacher's profile says now (a background job): the suggestions, or why the file could
// not be read.
func (s *Service) ReviewResume(ctx context.Context, applicationID string) error {
	teacherID, vacancyID, d, found, err := s.Store.ApplicationResume(ctx, applicationID)
	if err != nil {
		return err
	}
	if !found { // gone with its account, or sent without a resume
		return s.Store.SetResumeInsight(ctx, applicationID, nil, "unreadable")
	}
	insights, failure, err := s.reviewResumeFile(ctx, teacherID, d, &vacancyID)
	if err != nil {
		return err
	}
	return s.Store.SetResumeInsight(ctx, applicationID, insights, failure)
}

// reviewResumeFile reviews a stored resume of the teacher against the vacancy (nil: none), with
// what her profile says now: the suggestions, or why the file could not be read. An error is
// worth retrying.
func (s *Service) reviewResumeFile(ctx context.Context, teacherID string, d model.SubmittedDocument, vacancyID *string) ([]model.Insight, string, error) {
	text, failure, err := s.readResumeFile(ctx, d)
	if err != nil || failure != "" {
		return nil, failure, err
	}
	t, err := s.MatchingTeacher(ctx, teacherID)
	if err != nil {
		return nil, "", err
	}
	// Without a vacancy (or one deleted since) the review has no key terms to look for: the rest
	// holds for any job.
	var v model.Vacancy
	if vacancyID != nil {
		if v, _, err = s.Store.Vacancy(ctx, *vacancyID); err != nil {
			return nil, "", err
		}
	}
	return resume.Review(text, t, v), "", nil
}
