package service

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/teachbay/teachbay/internal/model"
	"github.com/teachbay/teachbay/internal/store"
)

// Bounds of a vacancy's fields (the table's checks say the same).
const (
	maxPositionLen     = 200
	maxDescriptionLen  = 10000
	maxRequirementsLen = 5000
	maxYearsExperience = 40
	maxNeeds           = 10
)

const msgNoVacancy = "No such vacancy"

// packetSections are the disclosures sections a hiring district reads with an application; the
// others (work authorization with the SSN, self-identification, public records) it never does.
var packetSections = []string{"employment", "criminal", "additional"}

// certifications are the codes of a vacancy's required certification (docs/api.md "School").
var certifications = []string{"florida", "any_state", "eligible", "none"}

// VacancyInput is the body of POST and PUT /api/school/vacancies.
type VacancyInput struct {
	SchoolID              string   `json:"schoolId"`
	Position              string   `json:"position"`
	Type                  string   `json:"type"`
	EducationalLevel      string   `json:"educationalLevel"`
	Subject               string   `json:"subject"`
	Designation           string   `json:"designation"`
	Description           string   `json:"description"`
	Requirements          string   `json:"requirements"`
	RequiredCertification string   `json:"requiredCertification"`
	MinYearsExperience    *int     `json:"minYearsExperience"`
	Needs                 []string `json:"needs"`
	DualLanguage          bool     `json:"dualLanguage"`
	LastDateToApply       string   `json:"lastDateToApply"`
	// Openings is how many teachers the vacancy hires: 1 when not sent.
	Openings *int `json:"openings"`
	// WorkAuthorization is one of model.WorkAuthorizations: authorized_only when not sent, as for
	// the vacancies posted before it existed (migration 000023).
	WorkAuthorization string `json:"workAuthorization"`
	// SalaryMin and SalaryMax are the yearly pay in USD, each optional (salaryRange).
	SalaryMin *int `json:"salaryMin"`
	SalaryMax *int `json:"salaryMax"`
}

// maxOpenings is the most teachers one vacancy hires; more is several vacancies.
const maxOpenings = 50

// organizationOf returns the district of a school user.
func organizationOf(u model.User) (string, error) {
	if u.Role != model.RoleSchool || u.OrganizationID == nil {
		return "", model.Errorf(model.ECodeForbidden, "Only school users have a district.")
	}
	return *u.OrganizationID, nil
}

// SchoolOverview returns the school user's dashboard.
func (s *Service) SchoolOverview(ctx context.Context, u model.User) (model.SchoolOverview, error) {
	org, err := organizationOf(u)
	if err != nil {
		return model.SchoolOverview{}, err
	}
	return s.Store.SchoolOverview(ctx, org)
}

// SchoolVacancy returns one of the district's vacancies.
func (s *Service) SchoolVacancy(ctx context.Context, u model.User, id string) (model.SchoolVacancy, error) {
	org, err := organizationOf(u)
	if err != nil {
		return model.SchoolVacancy{}, err
	}
	if uuid.Validate(id) != nil {
		return model.SchoolVacancy{}, model.Errorf(model.ECodeNotFound, msgNoVacancy)
	}
	v, found, err := s.Store.OrganizationVacancy(ctx, org, id)
	if err == nil && !found {
		err = model.Errorf(model.ECodeNotFound, msgNoVacancy)
	}
	return v, err
}

// CreateVacancy posts an open vacancy at one of the district's schools.
func (s *Service) CreateVacancy(ctx context.Context, u model.User, in VacancyInput) (model.SchoolVacancy, error) {
	org, err := organizationOf(u)
	if err != nil {
		return model.SchoolVacancy{}, err
	}
	v, err := s.validateVacancy(ctx, org, in)
	if err != nil {
		return model.SchoolVacancy{}, err
	}
	id, err := s.Store.InsertVacancy(ctx, org, v)
	if err != nil {
		return model.SchoolVacancy{}, err
	}
	return s.SchoolVacancy(ctx, u, id)
}

// UpdateVacancy replaces the fields of one of the district's vacancies.
func (s *Service) UpdateVacancy(ctx context.Context, u model.User, id string, in VacancyInput) (model.SchoolVacancy, error) {
	if _, err := s.SchoolVacancy(ctx, u, id); err != nil {
		return model.SchoolVacancy{}, err
	}
	v, err := s.validateVacancy(ctx, *u.OrganizationID, in)
	if err != nil {
		return model.SchoolVacancy{}, err
	}
	if err := s.Store.UpdateVacancy(ctx, *u.OrganizationID, id, v); err != nil {
		return model.SchoolVacancy{}, err
	}
	return s.SchoolVacancy(ctx, u, id)
}

// ReopenVacancy reopens one of the district's vacancies while its last date to apply has not
// passed (a past one is a validation error: the date is to change first). Applications a
// close-out decided stay decided; closing is CloseVacancy.
func (s *Service) ReopenVacancy(ctx context.Context, u model.User, id string) (model.SchoolVacancy, error) {
	v, err := s.SchoolVacancy(ctx, u, id)
	if err != nil {
		return model.SchoolVacancy{}, err
	}
	if v.LastDateToApply < tampaToday() {
		return model.SchoolVacancy{}, model.Fields{"lastDateToApply": "past"}.Err(msgFixFields)
	}
	if err := s.Store.SetVacancyStatus(ctx, *u.OrganizationID, id, model.VacancyOpen); err != nil {
		return model.SchoolVacancy{}, err
	}
	return s.SchoolVacancy(ctx, u, id)
}

func (s *Service) validateVacancy(ctx context.Context, org string, in VacancyInput) (model.NewVacancy, error) {
	v := model.NewVacancy{SchoolID: strings.TrimSpace(in.SchoolID), Position: strings.TrimSpace(in.Position),
		Type: in.Type, EducationalLevel: in.EducationalLevel, Subject: in.Subject, Designation: in.Designation,
		Description: strings.TrimSpace(in.Description), Requirements: strings.TrimSpace(in.Requirements),
		RequiredCertification: in.RequiredCertification, Needs: in.Needs, DualLanguage: in.DualLanguage,
		LastDateToApply: strings.TrimSpace(in.LastDateToApply), WorkAuthorization: in.WorkAuthorization, SalaryMin: in.SalaryMin,
		SalaryMax: in.SalaryMax}
	if v.RequiredCertification == "" {
		v.RequiredCertification = "none"
	}
	if v.WorkAuthorization == "" {
		v.WorkAuthorization = model.AuthorizedOnly
	}
	if in.MinYearsExperience != nil {
		v.MinYearsExperience = *in.MinYearsExperience
	}
	if v.Needs == nil {
		v.Needs = []string{}
	}
	codes := model.OptionCodes()
	f := model.Fields{}
	f.Required(map[string]string{"schoolId": v.SchoolID, "position": v.Position, "type": v.Type,
		"educationalLevel": v.EducationalLevel, "subject": v.Subject, "description": v.Description,
		"lastDateToApply": v.LastDateToApply})
	f.Text("position", v.Position, maxPositionLen, false)
	f.Text("description", v.Description, maxDescriptionLen, true)
	f.Text("requirements", v.Requirements, maxRequirementsLen, true)
	for field, known := range map[string]bool{"type": slices.Contains(codes.VacancyTypes, v.Type),
		"educationalLevel":      slices.Contains(codes.GradeLevels, v.EducationalLevel),
		"subject":               slices.Contains(codes.Subjects, v.Subject),
		"requiredCertification": slices.Contains(certifications, v.RequiredCertification),
		"workAuthorization":     slices.Contains(model.WorkAuthorizations, v.WorkAuthorization),
		"designation":           v.Designation == "" || slices.Contains(codes.Designations, v.Designation)} {
		if f[field] == "" && !known {
			f[field] = "invalid"
		}
	}
	if v.MinYearsExperience < 0 || v.MinYearsExperience > maxYearsExperience {
		f["minYearsExperience"] = "invalid"
	}
	v.Openings = 1
	if in.Openings != nil {
		v.Openings = *in.Openings
	}
	if v.Openings < 1 || v.Openings > maxOpenings {
		f["openings"] = "invalid"
	}
	salaryRange(f, v.SalaryMin, v.SalaryMax)
	seen := map[string]bool{}
	for _, need := range v.Needs {
		if !slices.Contains(codes.Skills, need) || seen[need] {
			f["needs"] = "invalid"
		}
		seen[need] = true
	}
	if len(v.Needs) > maxNeeds {
		f["needs"] = "invalid"
	}
	if f["lastDateToApply"] == "" {
		if day, err := time.Parse(time.DateOnly, v.LastDateToApply); err != nil {
			f["lastDateToApply"] = "invalid"
		} else if day.Format(time.DateOnly) < tampaToday() {
			f["lastDateToApply"] = "past"
		}
	}
	if f["schoolId"] == "" {
		school, err := s.AdminSchool(ctx, v.SchoolID)
		switch {
		case model.HasCode(err, model.ECodeNotFound) || err == nil && school.OrganizationID != org:
			f["schoolId"] = "invalid"
		case err != nil:
			return v, err
		case v.Designation == "":
			v.Designation = school.Designation
		}
		v.SchoolID = school.ID
	}
	return v, f.Err(msgFixFields)
}

// tampaToday is today's date in Tampa Bay, where a last date to apply ends.
func tampaToday() string {
	return time.Now().In(model.Tampa).Format(time.DateOnly)
}

// RankedApplicants returns the applications to one of the district's vacancies, best match
// first, each with the score and reasons it was sent with.
func (s *Service) RankedApplicants(ctx context.Context, u model.User, vacancyID string) ([]model.RankedApplicant, error) {
	if _, err := s.SchoolVacancy(ctx, u, vacancyID); err != nil {
		return nil, err
	}
	return s.Store.RankedApplicants(ctx, vacancyID)
}

// ApplicationPacket returns an application to one of the district's vacancies as the school
// reads it, with the disclosures as they were when the teacher applied, and records the reading
// in the audit log: it holds the teacher's disclosures.
func (s *Service) ApplicationPacket(ctx context.Context, u model.User, id string) (model.ApplicationPacket, error) {
	teacherID, err := s.districtApplicant(ctx, u, id)
	if err != nil {
		return model.ApplicationPacket{}, err
	}
	a, err := s.Application(ctx, teacherID, id)
	if err != nil {
		return model.ApplicationPacket{}, err
	}
	p := model.ApplicationPacket{Application: a, Teacher: model.TeacherRef{ID: teacherID,
		FirstName: a.Applicant.FirstName, LastName: a.Applicant.LastName}}
	if p.Disclosures, p.ApplicantBackground, err = s.Store.ApplicationDisclosures(ctx, id); err != nil {
		return model.ApplicationPacket{}, err
	}
	if p.References, err = s.Store.PacketReferences(ctx, teacherID); err != nil {
		return model.ApplicationPacket{}, err
	}
	path, found, err := s.Store.Certification(ctx, teacherID)
	if err != nil {
		return model.ApplicationPacket{}, err
	}
	if found {
		summary := path.Summary()
		p.Certification = &summary
	}
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		if err := tx.Audit(ctx, u.ID, "application.packet.read", teacherID); err != nil {
			return err
		}
		// The references are confidential to the districts: each reading of them is recorded too.
		if len(p.References) > 0 {
			return tx.Audit(ctx, u.ID, "reference.read", teacherID)
		}
		return nil
	})
	return p, err
}

// packetDisclosures returns the sections of the teacher's disclosures a hiring district reads,
// as they are now: what an application is sent with.
func packetDisclosures(ctx context.Context, tx *store.Tx, teacherID string) ([]model.Disclosure, error) {
	list := []model.Disclosure{}
	for _, section := range packetSections {
		d, found, err := tx.Disclosure(ctx, teacherID, section)
		if err != nil {
			return nil, err
		}
		if found {
			list = append(list, d)
		}
	}
	return list, nil
}

// applicantBackground returns the teacher's answers on the right to work and languages, and
// whether their work-authorization card is on file, as they are now: what an application is sent
// with. The SSN and the card's images stay out.
func applicantBackground(ctx context.Context, tx *store.Tx, teacherID string) (model.ApplicantBackground, error) {
	var bg model.ApplicantBackground
	d, _, err := tx.Disclosure(ctx, teacherID, "profile")
	if err != nil {
		return bg, err
	}
	yes := func(key string) *bool {
		switch d.Answers[key] {
		case "yes":
			return new(true)
		case "no":
			return new(false)
		}
		return nil
	}
	codes := func(key string) []string {
		list := []string{}
		values, _ := d.Answers[key].([]any)
		for _, v := range values {
			if code, ok := v.(string); ok {
				list = append(list, code)
			}
		}
		return list
	}
	other, _ := d.Answers["languagesOther"].(string)
	bg.WorkAuthorization = model.WorkAuthorization{Authorized: yes("workAuthorized"), NeedsSponsorship: yes("needsSponsorship")}
	bg.Languages = model.Languages{SpeaksEnglish: yes("speaksEnglish"), WritesEnglish: yes("writesEnglish"),
		Spoken: codes("languagesSpoken"), Written: codes("languagesWritten"), Other: other}
	bg.WorkAuthorization.CardOnFile, bg.WorkAuthorization.CardExpiresOn, err = tx.WorkAuthCard(ctx, teacherID)
	return bg, err
}

// OpenApplicationDocument returns a document an application to one of the district's vacancies
// was sent with, and its bytes; the download is recorded in the audit log.
func (s *Service) OpenApplicationDocument(ctx context.Context, u model.User, applicationID, documentID string) (model.SubmittedDocument, io.ReadCloser, error) {
	teacherID, err := s.districtApplicant(ctx, u, applicationID)
	if err != nil {
		return model.SubmittedDocument{}, nil, err
	}
	d, body, err := s.OpenSubmittedDocument(ctx, teacherID, applicationID, documentID)
	if err != nil {
		return d, nil, err
	}
	if err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		return tx.Audit(ctx, u.ID, "application.document.download", teacherID)
	}); err != nil {
		_ = body.Close()
		return d, nil, fmt.Errorf("audit document download: %w", err)
	}
	return d, body, nil
}

// districtApplicant returns the teacher of an application to one of the school user's district's
// vacancies; any other is not found.
func (s *Service) districtApplicant(ctx context.Context, u model.User, id string) (string, error) {
	org, err := organizationOf(u)
	if err != nil {
		return "", err
	}
	if uuid.Validate(id) != nil {
		return "", model.Errorf(model.ECodeNotFound, msgNoApplication)
	}
	teacherID, found, err := s.Store.OrganizationApplicant(ctx, org, id)
	if err == nil && !found {
		err = model.Errorf(model.ECodeNotFound, msgNoApplication)
	}
	return teacherID, err
}
