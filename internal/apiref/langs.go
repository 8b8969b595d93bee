package apiref

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// The samples below go beyond cURL, Python and JavaScript, for sites that
// ask for them in api.examples.languages. Each sends the request of
// [builder.request] with the language's standard HTTP client (PHP's curl,
// Ruby's Net::HTTP; Java with Unirest, as the reference's samples do).

// bodyText is the body of a request that is sent as text: JSON pretty
// printed, a form URL-encoded; ok is false for none or for multipart.
func bodyText(r sampleRequest) (string, bool) {
	if r.mediaType == "" || r.body == nil || strings.HasPrefix(r.mediaType, "multipart/") {
		return "", false
	}
	obj, isObj := r.body.(object)
	switch {
	case isJSON(r.mediaType):
		return format(r.body, styleJSON), true
	case strings.HasPrefix(r.mediaType, "application/x-www-form-urlencoded") && isObj:
		var parts []string
		for _, m := range obj {
			parts = append(parts, url.QueryEscape(m.key)+"="+url.QueryEscape(scalar(m.value)))
		}
		return strings.Join(parts, "&"), true
	}
	if s, ok := r.body.(string); ok {
		return s, true
	}
	return compactJSON(r.body), true
}

// formFields are a multipart body's fields, nil for another body.
func formFields(r sampleRequest) object {
	if obj, ok := r.body.(object); ok && strings.HasPrefix(r.mediaType, "multipart/") {
		return obj
	}
	return nil
}

// sentHeaders are the headers a client must set: with a multipart body
// the client writes Content-Type itself, with its boundary.
func sentHeaders(r sampleRequest) [][2]string {
	if formFields(r) == nil {
		return r.headers
	}
	var out [][2]string
	for _, h := range r.headers {
		if h[0] != "Content-Type" {
			out = append(out, h)
		}
	}
	return out
}

func goSample(r sampleRequest) string {
	var b strings.Builder
	body, hasBody := bodyText(r)
	form := formFields(r)
	imports := []string{"fmt", "io", "net/http"}
	if hasBody {
		imports = append(imports, "strings")
	}
	if form != nil {
		imports = []string{"bytes", "fmt", "io", "mime/multipart", "net/http"}
	}
	b.WriteString("package main\n\nimport (\n")
	for _, i := range imports {
		fmt.Fprintf(&b, "\t%q\n", i)
	}
	b.WriteString(")\n\nfunc main() {\n")
	fmt.Fprintf(&b, "\turl := %s\n\n", strconv.Quote(r.url))
	payload := "nil"
	switch {
	case form != nil:
		b.WriteString("\tpayload := &bytes.Buffer{}\n\tform := multipart.NewWriter(payload)\n")
		for _, m := range form {
			fmt.Fprintf(&b, "\tform.WriteField(%s, %s)\n", strconv.Quote(m.key), strconv.Quote(scalar(m.value)))
		}
		b.WriteString("\tform.Close()\n\n")
		payload = "payload"
	case hasBody:
		lit := "`" + body + "`"
		if strings.Contains(body, "`") {
			lit = strconv.Quote(body)
		}
		fmt.Fprintf(&b, "\tpayload := strings.NewReader(%s)\n\n", lit)
		payload = "payload"
	}
	fmt.Fprintf(&b, "\treq, _ := http.NewRequest(%s, url, %s)\n", strconv.Quote(r.method), payload)
	for _, h := range sentHeaders(r) {
		fmt.Fprintf(&b, "\treq.Header.Add(%s, %s)\n", strconv.Quote(h[0]), strconv.Quote(h[1]))
	}
	if form != nil {
		b.WriteString("\treq.Header.Set(\"Content-Type\", form.FormDataContentType())\n")
	}
	b.WriteString("\n\tres, err := http.DefaultClient.Do(req)\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\tdefer res.Body.Close()\n")
	b.WriteString("\tbody, _ := io.ReadAll(res.Body)\n\n\tfmt.Println(string(body))\n}")
	return b.String()
}

// phpString writes a single-quoted PHP string.
func phpString(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(s) + "'"
}

func php(r sampleRequest) string {
	var b strings.Builder
	b.WriteString("<?php\n\n$curl = curl_init();\n\ncurl_setopt_array($curl, [\n")
	fmt.Fprintf(&b, "  CURLOPT_URL => %s,\n  CURLOPT_RETURNTRANSFER => true,\n  CURLOPT_CUSTOMREQUEST => %s,\n", phpString(r.url), phpString(r.method))
	if form := formFields(r); form != nil {
		b.WriteString("  CURLOPT_POSTFIELDS => [\n")
		for _, m := range form {
			fmt.Fprintf(&b, "    %s => %s,\n", phpString(m.key), phpString(scalar(m.value)))
		}
		b.WriteString("  ],\n")
	} else if body, ok := bodyText(r); ok {
		fmt.Fprintf(&b, "  CURLOPT_POSTFIELDS => %s,\n", phpString(body))
	}
	if hs := sentHeaders(r); len(hs) > 0 {
		b.WriteString("  CURLOPT_HTTPHEADER => [\n")
		for _, h := range hs {
			fmt.Fprintf(&b, "    %s,\n", phpString(h[0]+": "+h[1]))
		}
		b.WriteString("  ],\n")
	}
	b.WriteString("]);\n\n$response = curl_exec($curl);\n$err = curl_error($curl);\n\ncurl_close($curl);\n\n")
	b.WriteString("if ($err) {\n  echo \"cURL Error #: \" . $err;\n} else {\n  echo $response;\n}")
	return b.String()
}

// rubyString writes a double-quoted Ruby string.
func rubyString(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\t", `\t`, `#`, `\#`).Replace(s) + `"`
}

func ruby(r sampleRequest) string {
	var b strings.Builder
	b.WriteString("require 'uri'\nrequire 'net/http'\n\n")
	fmt.Fprintf(&b, "url = URI(%s)\n\nhttp = Net::HTTP.new(url.host, url.port)\nhttp.use_ssl = url.scheme == 'https'\n\n", rubyString(r.url))
	method := strings.ToUpper(r.method[:1]) + strings.ToLower(r.method[1:])
	fmt.Fprintf(&b, "request = Net::HTTP::%s.new(url)\n", method)
	for _, h := range sentHeaders(r) {
		fmt.Fprintf(&b, "request[%s] = %s\n", rubyString(h[0]), rubyString(h[1]))
	}
	if form := formFields(r); form != nil {
		var pairs []string
		for _, m := range form {
			pairs = append(pairs, "["+rubyString(m.key)+", "+rubyString(scalar(m.value))+"]")
		}
		fmt.Fprintf(&b, "request.set_form([%s], 'multipart/form-data')\n", strings.Join(pairs, ", "))
	} else if body, ok := bodyText(r); ok {
		if strings.Contains(body, "\n") && !strings.Contains(body, "\nBODY") {
			// A quoted heredoc keeps the JSON as readers see it elsewhere.
			fmt.Fprintf(&b, "request.body = <<~'BODY'\n%s\nBODY\n", indentLines("  "+body, "  "))
		} else {
			fmt.Fprintf(&b, "request.body = %s\n", rubyString(body))
		}
	}
	b.WriteString("\nresponse = http.request(request)\nputs response.read_body")
	return b.String()
}

func java(r sampleRequest) string {
	var b strings.Builder
	fmt.Fprintf(&b, "HttpResponse<String> response = Unirest.%s%s)", javaMethod(r.method), compactJSON(r.url))
	for _, h := range sentHeaders(r) {
		fmt.Fprintf(&b, "\n  .header(%s, %s)", compactJSON(h[0]), compactJSON(h[1]))
	}
	if form := formFields(r); form != nil {
		for _, m := range form {
			fmt.Fprintf(&b, "\n  .field(%s, %s)", compactJSON(m.key), compactJSON(scalar(m.value)))
		}
	} else if body, ok := bodyText(r); ok {
		fmt.Fprintf(&b, "\n  .body(%s)", compactJSON(body))
	}
	b.WriteString("\n  .asString();")
	return b.String()
}

// javaMethod opens the Unirest call of an HTTP method, up to its URL.
func javaMethod(m string) string {
	switch l := strings.ToLower(m); l {
	case "get", "post", "put", "patch", "delete", "head", "options":
		return l + "("
	}
	return "request(" + compactJSON(strings.ToUpper(m)) + ", "
}
